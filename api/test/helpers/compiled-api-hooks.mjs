// Module resolution hooks for compiled-api.mjs: api/src/<path>.ts -> api/dist/<path>.js.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const srcUrl = new URL('../../src/', import.meta.url).href;
const distUrl = new URL('../../dist/', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith(srcUrl) || !resolved.url.endsWith('.ts')) return resolved;
  const url = distUrl + resolved.url.slice(srcUrl.length).replace(/\.ts$/, '.js');
  if (!fs.existsSync(fileURLToPath(url))) {
    throw new Error(`${url} is missing: build the API first (npm run build -w api)`);
  }
  return { ...resolved, url, format: 'module' };
}

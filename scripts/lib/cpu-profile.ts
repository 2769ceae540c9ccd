// Summarises V8 CPU profiles (node --cpu-prof) by where the time went: which package or part of
// our code, and the busiest functions. Used by `npm run bench:checkout -- --profile`.
import fs from 'node:fs';
import path from 'node:path';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function area(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/api\/dist\/([^/]+)\//.exec(url);
  if (ours) return `api: ${ours[1]}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  return url.includes('/api/dist/') ? 'api' : path.basename(url);
}

/** The share of busy (non-idle) samples per area and per function, over every profile in `dir`. */
export function summariseProfiles(dir: string, top = 12): string[] {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const id of profile.samples) {
      const node = nodes.get(id)!;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)') {
        idle += 1;
        continue;
      }
      total += 1;
      const where = area(url, functionName);
      byArea.set(where, (byArea.get(where) ?? 0) + 1);
      const name = `${functionName || '(anonymous)'} ${url ? `${where}:${lineNumber + 1}` : ''}`.trim();
      byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
    }
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)}%`.padStart(6);
  const lines = [`busy ${total} samples, idle ${idle} (${((100 * total) / Math.max(1, total + idle)).toFixed(0)}% busy)`, 'by area:'];
  for (const [name, n] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(n)}  ${name}`);
  lines.push('busiest functions (self time):');
  for (const [name, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(n)}  ${name}`);
  return lines;
}

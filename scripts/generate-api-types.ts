// npm run generate:api-types: the API's OpenAPI document (npm run openapi -w api) turned into
// TypeScript types for the front ends, in shared-kernel/src/types/api.generated.ts, and the
// `pattern`s of the API's named schemas (which the types cannot carry) in api-patterns.generated.ts
// beside it, so a front end checks a field with the API's own rule instead of a copy of it.
// With --check it writes nothing and fails when a committed file differs from what the API's
// current schemas generate (run by npm test), naming the command that brings it up to date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'shared-kernel/src/types/api.generated.ts');
const patternsTarget = path.join(root, 'shared-kernel/src/types/api-patterns.generated.ts');
const check = process.argv.includes('--check');

const printed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts'], {
  cwd: path.join(root, 'api'),
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (printed.status !== 0) {
  console.error(printed.stderr);
  throw new Error('npm run openapi -w api failed');
}
const document = JSON.parse(printed.stdout);
// Our route schemas list `required` for request bodies; answers always carry every property they
// document, so a property without `required` is still present in an answer.
const ast = await openapiTS(document, { propertiesRequiredByDefault: true, alphabetize: true });
const HEADER = [
  "// Generated from the API's OpenAPI document by `npm run generate:api-types`. Do not edit:",
  "// change the API's route schemas and run the command again (npm test fails while they differ).",
  '',
];
const generated = [...HEADER, astToString(ast).trimEnd(), ''].join('\n');

type Schema = { properties?: Record<string, { pattern?: unknown }> };
/** Each named schema's properties that have a `pattern`, schemas and properties in name order. */
function schemaPatterns(schemas: Record<string, Schema>): string {
  const lines: string[] = [];
  for (const name of Object.keys(schemas).sort()) {
    const properties = Object.entries(schemas[name].properties ?? {})
      .filter(([, property]) => typeof property.pattern === 'string')
      .sort(([a], [b]) => a.localeCompare(b));
    if (!properties.length) continue;
    lines.push(`  ${name}: {`);
    for (const [property, { pattern }] of properties) lines.push(`    ${property}: ${JSON.stringify(pattern)},`);
    lines.push('  },');
  }
  return [
    ...HEADER,
    '/**',
    " * The `pattern` of each property of the API's named schemas that has one (apiPatterns.<Schema>.<property>),",
    ' * as the API states it: openapi-typescript drops patterns from the types. Build a RegExp from it.',
    ' */',
    'export const apiPatterns = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}
const patterns = schemaPatterns(document.components?.schemas ?? {});

let stale = false;
for (const [file, text] of [
  [target, generated],
  [patternsTarget, patterns],
] as const) {
  const name = path.relative(root, file);
  if (check) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed === text) console.log(`${name} matches the API's schemas.`);
    else {
      console.error(`${name} does not match the API's schemas. Run: npm run generate:api-types`);
      stale = true;
    }
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
if (stale) process.exit(1);

// npm run generate:api-types: the API's OpenAPI document (npm run openapi -w api) turned into
// TypeScript types for the front ends, in shared-kernel/src/types/api.generated.ts.
// With --check it writes nothing and fails when the committed file differs from what the API's
// current schemas generate (run by npm test), naming the command that brings it up to date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'shared-kernel/src/types/api.generated.ts');
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
const generated = [
  "// Generated from the API's OpenAPI document by `npm run generate:api-types`. Do not edit:",
  "// change the API's route schemas and run the command again (npm test fails while they differ).",
  '',
  astToString(ast).trimEnd(),
  '',
].join('\n');

if (check) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== generated) {
    console.error(`${path.relative(root, target)} does not match the API's schemas. Run: npm run generate:api-types`);
    process.exit(1);
  }
  console.log(`${path.relative(root, target)} matches the API's schemas.`);
} else {
  fs.writeFileSync(target, generated);
  console.log(`wrote ${path.relative(root, target)}`);
}

// node --test tooling/lint (part of `npm test`): api/README.md's "Layout" lists every folder of
// api/src (the three layers and each folder in them), one line each, so a newcomer finds every part
// of the API from the README; a folder added without its line, or a line left for a folder that is
// gone, fails here. The tests' folders are named for the folders they test.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'api/src');

/** The folders of api/src and of each layer in it (`domains`, `domains/cart`, …). */
function folders() {
  const under = (dir) =>
    readdirSync(path.join(src, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
  return under('').flatMap((layer) => [layer, ...under(layer)]);
}

/** The folders the "Layout" block names: `src/<layer>/` heading a group, `  <name>/` inside it. */
function listed() {
  const readme = readFileSync(path.join(root, 'api/README.md'), 'utf8');
  const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
  const names = [];
  let layer = null;
  for (const line of layout.split('\n')) {
    const top = line.match(/^src\/([\w-]+)\/\s/);
    if (top) {
      layer = top[1];
      names.push(layer);
      continue;
    }
    const inner = line.match(/^ {2}([\w-]+)\/\s/);
    if (inner && layer) names.push(`${layer}/${inner[1]}`);
    else if (!line.startsWith('  ')) layer = null;
  }
  return names;
}

test('api/README.md lists every folder of api/src and its layers', () => {
  const named = new Set(listed());
  assert.deepEqual(
    folders().filter((folder) => !named.has(folder)),
    [],
    'folders under api/src that api/README.md "Layout" does not list (add a line: what the folder holds)',
  );
});

test('api/README.md lists no folder that api/src no longer has', () => {
  const present = new Set(folders());
  assert.deepEqual(
    listed().filter((folder) => !present.has(folder)),
    [],
  );
});

/** Folders of api/test that test no one folder of api/src, each with its reason. */
const TEST_ONLY_FOLDERS = {
  helpers: 'what every test file uses',
  fixtures: 'recorded answers and files the tests read',
  architecture: 'the layers and table ownership, over the whole API',
  security: 'attack runs, each across several domains',
  'site-server': "the `npm start` site server (scripts/lib), not the API's source",
};

test('every folder of api/test is named for the folder of api/src it tests', () => {
  const named = new Set(folders().map((folder) => folder.split('/').at(-1)));
  const testFolders = readdirSync(path.join(root, 'api/test'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  assert.deepEqual(
    testFolders.filter((name) => !named.has(name) && !Object.hasOwn(TEST_ONLY_FOLDERS, name)),
    [],
    'api/test/<name>/ tests api/src/<layer>/<name>/: name the folder for what it tests',
  );
});

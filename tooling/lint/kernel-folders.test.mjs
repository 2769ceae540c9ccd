// node --test tooling/lint: the kernel holds only platform folders (kernel-folders.mjs lists them),
// on the real kernel and on a fixture kernel that still holds a feature, which must be refused.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { kernelFolderProblems } from './kernel-folders.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

test('the kernel holds only platform folders, catalogues and entries', () => {
  assert.deepEqual(kernelFolderProblems(path.join(root, 'shared-kernel')), []);
});

test('a kernel that holds a feature folder, its catalogue and its entry is refused', () => {
  const problems = kernelFolderProblems(path.join(here, 'fixtures', 'kernel-with-a-feature'));
  assert.deepEqual(problems, [
    'src/care is not a kernel folder: a shop feature lives in a package of its own or in the remote that uses it',
    "src/i18n/care is not a kernel catalogue: a feature's texts live with the feature",
    'the entry ./care points into src/care, which is no kernel folder',
  ]);
});

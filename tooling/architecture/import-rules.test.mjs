// node --test tooling/architecture (part of `npm test`)
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkImports, specifiers, violation } from './import-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the front ends keep the import rules', () => {
  const { files, problems } = checkImports(root);
  assert.ok(files > 100, `only ${files} source files were read`);
  assert.deepEqual(problems, []);
});

test('specifiers are read from every form of import', () => {
  const source = [
    "import { Link } from 'react-router-dom';",
    "import type { Medicine } from 'shared-kernel';",
    "export { x } from '../../cart-checkout-mfe/src/x';",
    "import './styles.css';",
    "const page = import('catalog-mfe/pages');",
    "const y = require('shell');",
    'import {\n  a,\n  b,\n} from "./multi-line";',
  ].join('\n');
  assert.deepEqual(specifiers(source).sort(), ['../../cart-checkout-mfe/src/x', './multi-line', './styles.css', 'catalog-mfe/pages', 'react-router-dom', 'shared-kernel', 'shell'].sort());
});

test('each broken rule is named, and allowed imports pass', () => {
  assert.match(violation('catalog-mfe/src/pages/a.tsx', 'react-router-dom'), /take routing from shared-kernel/);
  assert.match(violation('shell/src/app/app.tsx', 'react-router'), /take routing from shared-kernel/);
  assert.equal(violation('shared-kernel/src/routing/router.ts', 'react-router-dom'), null);
  assert.match(violation('catalog-mfe/src/pages/a.tsx', 'cart-checkout-mfe/src/x'), /remote catalog-mfe imports the remote cart-checkout-mfe/);
  assert.match(violation('catalog-mfe/src/pages/a.tsx', '../../../admin-mfe/src/x'), /imports the remote admin-mfe/);
  assert.match(violation('account-mfe/src/a.ts', 'shell'), /imports the shell/);
  assert.match(violation('shell/src/app/app.tsx', '../../../catalog-mfe/src/pages'), /shell imports the remote catalog-mfe/);
  assert.match(violation('shared-kernel/src/index.ts', 'shell'), /kernel imports the front end shell/);
  assert.equal(violation('catalog-mfe/src/pages/a.tsx', 'shared-kernel'), null);
  assert.equal(violation('catalog-mfe/src/pages/a.tsx', '../features/x'), null);
  assert.equal(violation('shell/src/a.ts', '@module-federation/enhanced/runtime'), null);
});

// node --test tooling/lint (part of `npm test`): the front ends' forms and feature API files
// (tooling/lint/front-end-rules.mjs), run by ESLint itself with the real config on code that breaks
// each rule and code that doesn't.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of `ruleId` ESLint gives for `source` written in the file at `file` (relative to the root). */
async function problems(file, source, ruleId) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const FORM = 'front-end/form-uses-hook';

const ownState = `import { useState } from 'react';
export function Subscribe() {
  const [email, setEmail] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <input value={email} onChange={(e) => setEmail(e.target.value)} />
    </form>
  );
}
`;

test('a form that keeps its own state and submit is refused, in a remote and in the shell', async () => {
  for (const file of [
    'account-mfe/src/features/x/components/subscribe.tsx',
    'shell/src/features/x/subscribe.tsx',
    'admin-mfe/src/pages/x-page.tsx',
  ])
    assert.match((await problems(file, ownState, FORM)).join('\n'), /bypasses the form hook: build it with useForm/, file);
});

test('an element given onSubmit is a form too', async () => {
  const source = 'export const F = () => <div role="form" onSubmit={() => 1} />;\n';
  assert.equal((await problems('catalog-mfe/src/features/x/f.tsx', source, FORM)).length, 1);
});

test('a form built with useForm, or handed its model, passes', async () => {
  const built = `import { useForm } from 'shared-kernel';
export function Subscribe() {
  const form = useForm({ initial: { email: '' } });
  return <form onSubmit={form.handleSubmit(() => undefined)} noValidate />;
}
`;
  const handed = `import type { FormModel } from 'shared-kernel';
export const Fields = ({ form }: { form: FormModel<{ email: string }> }) => <form onSubmit={form.handleSubmit(() => 1)} />;
`;
  assert.deepEqual(await problems('account-mfe/src/features/x/components/subscribe.tsx', built, FORM), []);
  assert.deepEqual(await problems('account-mfe/src/features/x/components/fields.tsx', handed, FORM), []);
  assert.deepEqual(await problems('account-mfe/src/features/x/__tests__/x.test.tsx', ownState, FORM), [], 'tests may render a bare form');
});

const ONE_CALL = 'front-end/one-call-per-api-file';

const twoCalls = `import { api } from 'shared-kernel';
export type Order = { id: string };
export async function getOrder(id: string) {
  return (await api.get('/api/Order/{id}', { params: { path: { id } } })).data;
}
export const cancelOrder = async (id: string) => (await api.post('/api/Order/{id}/cancel', { params: { path: { id } } })).data;
`;

test('a feature API file with a second call is refused, naming the file to move it to', async () => {
  for (const file of ['account-mfe/src/features/orders/api/orders.ts', 'admin-mfe/src/features/care/care-api.ts'])
    assert.match(
      (await problems(file, twoCalls, ONE_CALL)).join('\n'),
      /exports one call; cancelOrder is another \(getOrder is here already\): move it to its own file \(cancel-order\.ts\)/,
      file,
    );
});

test('one call with its types and helpers passes; files outside a feature API are not checked', async () => {
  const one = `import { api, type Order } from 'shared-kernel';
export type Page = { items: Order[] };
export function toOrder(raw: Order): Order {
  return raw;
}
export async function getOrders() {
  return (await api.get('/api/Order')).data.map(toOrder);
}
`;
  assert.deepEqual(await problems('admin-mfe/src/features/orders/api/get-orders.ts', one, ONE_CALL), []);
  assert.deepEqual(await problems('admin-mfe/src/hooks/use-orders.ts', twoCalls, ONE_CALL), []);
});

// The page a visitor signed up from survives the confirmation mail: the link carries it as
// `returnTo`, and only a path of this site is accepted (no open redirect through our mail).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { lastMailTo } from '../helpers/outbox';

const app = await buildTestApp();
after(() => app.close());

let n = 0;
function signUp(returnTo?: string) {
  n += 1;
  const email = `return.${n}.${Date.now()}@example.ng`;
  const body = { firstName: 'Ada', lastName: 'Obi', email, userName: `ret_${n}_${Date.now()}`, password: 'Kola-nut#Ikeja2026', returnTo };
  return app.inject({ method: 'POST', url: '/api/user/register', payload: body }).then((res) => ({ res, email }));
}

test('the confirmation link carries the page the sign-up started from', async () => {
  const { res, email } = await signUp('/medicines/5f0c?from=search');
  assert.equal(res.statusCode, 201, res.body);
  const { link, params } = lastMailTo(app, email, '/confirm-email');
  assert.equal(params.get('returnTo'), '/medicines/5f0c?from=search');
  assert.equal(new URL(link).origin, new URL(app.config.publicUrl).origin);
});

test('without a page, the link is as before', async () => {
  const { res, email } = await signUp();
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(lastMailTo(app, email, '/confirm-email').params.get('returnTo'), null);
});

test('another site, a protocol-relative or backslash path is refused with 400', async () => {
  for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a b']) {
    const { res } = await signUp(returnTo);
    assert.equal(res.statusCode, 400, `${returnTo}: ${res.body}`);
  }
});

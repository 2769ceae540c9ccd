// One request id from the front door (X-Request-Id) through the API's log lines to the payment
// provider's call; and on the checkout and prescription paths, at the most talkative log level,
// no log line carries a password, a token, the secret key, card data or what a prescription says.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, test } from 'node:test';
import { buildSandbox } from '../../../paystack-sandbox/src/sandbox';
import { buildTestApp } from '../helpers/build-test-app';
import { giveHealthConsent } from '../helpers/consents';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, setFreeDeliveryFrom, SUCCESS_CARD } from '../helpers/commerce';
import { createUser, TEST_PASSWORD } from '../helpers/users';
import { makePrescriptionOnly, pdf, today } from '../prescriptions/helpers';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

// The provider's side: which request ids its calls carried.
const providerCalls: { url: string; requestId: string | undefined }[] = [];
const sandbox = await buildSandbox({ webhookAttempts: 1, timeScale: 0.001 });
sandbox.addHook('onRequest', async (request) => {
  const id = request.headers['x-request-id'];
  providerCalls.push({ url: request.url, requestId: typeof id === 'string' ? id : undefined });
});
const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
after(() => sandbox.close());
const app = await buildTestApp({
  config: {
    logLevel: 'trace',
    paystack: { secretKey: null, baseUrl: sandboxUrl, retry: { attempts: 1, baseDelayMs: 10, maxDelayMs: 10 } },
  },
  logStream,
});
await setFreeDeliveryFrom(app, 0);
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
(sandbox as unknown as { sandbox: { options: { webhookUrl: string } } }).sandbox.options.webhookUrl = `${apiUrl}/api/payment/webhook`;
const [amoxil, paracetamol] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 2500 },
  { name: 'Paracetamol 500mg', price: 500 },
]);
await makePrescriptionOnly(app, amoxil.id);

const logLines = () =>
  lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);

test("nginx's request id is the API's: in the answer, on the request's log lines and on the provider's call", async () => {
  const ada = await createUser(app);
  await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 1, userId: ada.user.id });
  const requestId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const res = await fetch(`${apiUrl}/api/payment/initiate`, {
    method: 'POST',
    headers: { ...ada.headers, 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify(checkoutBody(ada, 500)),
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-request-id'), requestId);
  const mine = logLines().filter((line) => line.reqId === requestId);
  assert.ok(mine.some((line) => line.msg === 'incoming request'));
  assert.ok(mine.some((line) => line.msg === 'request completed'));
  const initialize = providerCalls.filter((call) => call.url === '/transaction/initialize');
  assert.equal(initialize.at(-1)?.requestId, requestId, 'the provider call carries the request id');

  // A made-up or hostile header is not trusted: the API makes its own id.
  const odd = await fetch(`${apiUrl}/api/delivery`, { headers: { 'x-request-id': 'bad id <script>alert(1)</script>' } });
  assert.match(odd.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
});

test('checkout and prescription paths log no password, token, secret key, card data or prescription contents', async () => {
  lines.length = 0;
  const bola = await createUser(app);
  const login = await api(apiUrl, null, 'POST', '/api/user/authenticate', { username: bola.user.userName, password: TEST_PASSWORD });
  assert.equal(login.status, 200);
  const { accessToken: token, refreshToken } = login.json as { accessToken: string; refreshToken: string };

  // A prescription with words only the pharmacist should read.
  const secretNotes = 'Patient HIV positive: take with antiretrovirals, review in 2 weeks';
  const secretPrescriber = 'Dr. Confidential Okonkwo-Bassey';
  const form = new FormData();
  form.set('prescriberName', secretPrescriber);
  form.set('writtenOn', today());
  form.set('notes', secretNotes);
  form.set('file', new Blob([pdf('/PatientMarker (KOLAWOLE-RX-CONTENT)')], { type: 'application/pdf' }), 'kolawole-hiv-clinic.pdf');
  await giveHealthConsent(apiUrl, bola, 'prescriptions');
  const uploaded = await fetch(`${apiUrl}/api/prescriptions`, { method: 'POST', headers: bola.headers, body: form });
  const uploadedText = await uploaded.text();
  assert.equal(uploaded.status, 201, uploadedText);
  const { id: prescriptionId } = JSON.parse(uploadedText) as { id: string };
  assert.equal((await fetch(`${apiUrl}/api/prescriptions/${prescriptionId}/file`, { headers: bola.headers })).status, 200);

  // A whole purchase, paid by card.
  await api(apiUrl, bola, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 2, userId: bola.user.id });
  const init = await api(apiUrl, bola, 'POST', '/api/payment/initiate', checkoutBody(bola, 1000));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  await (sandbox as unknown as { sandbox: { settled(): Promise<void> } }).sandbox.settled();
  const verify = await api(apiUrl, bola, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  assert.equal(verify.status, 200);
  await api(apiUrl, bola, 'POST', '/api/Order/place', { userId: bola.user.id, reference: init.json.data.reference });

  const log = lines.join('');
  assert.match(log, /\/api\/prescriptions/, 'the prescription requests were logged');
  assert.match(log, /\/api\/payment\/initiate/, 'the checkout requests were logged');
  const secrets = {
    password: TEST_PASSWORD,
    'access token': token,
    'access token used for the calls': bola.accessToken,
    'refresh token': refreshToken,
    'secret key': app.config.paystack.secretKey ?? 'sk_test_sandbox',
    'card number': SUCCESS_CARD.replace(/ /g, ''),
    'card number as typed': SUCCESS_CARD,
    'prescription notes': secretNotes,
    prescriber: secretPrescriber,
    'prescription file': 'KOLAWOLE-RX-CONTENT',
    'prescription file name': 'kolawole-hiv-clinic',
    'access code': init.json.data.access_code,
  };
  for (const [what, secret] of Object.entries(secrets)) {
    assert.ok(secret && secret.length >= 8, `a real ${what} to look for`);
    assert.equal(log.includes(secret), false, `a log line carries the ${what}`);
  }
  assert.doesNotMatch(log, /"cvv"|"card_number"|authorization":"Bearer/i);
});

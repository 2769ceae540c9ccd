import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { errorResponse } from '../../src/platform/http/schemas';
import errorHandler from '../../src/platform/plugins/error-handler';
import responseValidation, { schemaForStatus } from '../../src/platform/plugins/response-validation';
import { buildTestApp } from '../helpers/build-test-app';

const item = {
  $id: 'Item',
  type: 'object',
  required: ['id', 'price'],
  properties: { id: { type: 'string', format: 'uuid' }, price: { type: 'number' }, note: { type: ['string', 'null'] } },
} as const;

/** A bare app with the checker and routes answering given payloads under given schemas. */
async function appAnswering(answers: Record<string, { status?: number; body: unknown }>) {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(responseValidation);
  app.addSchema(item);
  await app.register(
    fp(async (scope) => {
      for (const [url, { status = 200, body }] of Object.entries(answers)) {
        scope.get(url, { schema: { response: { 200: { $ref: 'Item#' }, '4xx': errorResponse } } }, async (_request, reply) =>
          reply.status(status).send(body),
        );
      }
    }),
  );
  await app.ready();
  after(() => app.close());
  return app;
}

const ID = '0b5c5f6e-8c39-4c1d-9a53-2a4d5e6f7a8b';

test('an answer matching its response schema goes out unchanged', async () => {
  const app = await appAnswering({ '/good': { body: { id: ID, price: 1500, note: null } } });
  const res = await app.inject('/good');
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { id: ID, price: 1500, note: null });
});

test('a wrong type, a missing required field or a bad format is refused with a 500', async () => {
  const app = await appAnswering({
    '/string-price': { body: { id: ID, price: '1500' } },
    '/no-price': { body: { id: ID } },
    '/not-uuid': { body: { id: 'abc', price: 1 } },
  });
  for (const url of ['/string-price', '/no-price', '/not-uuid']) {
    assert.equal((await app.inject(url)).statusCode, 500, url);
  }
  // Without the checker Fastify's serializer coerces the string and answers 200.
  const plain = Fastify();
  plain.addSchema(item);
  plain.get('/string-price', { schema: { response: { 200: { $ref: 'Item#' } } } }, async () => ({ id: ID, price: '1500' }));
  const coerced = await plain.inject('/string-price');
  assert.equal(coerced.statusCode, 200);
  assert.equal(coerced.json().price, 1500);
  await plain.close();
});

test('error answers are checked against the status range they are documented under', async () => {
  const app = await appAnswering({
    '/not-found': { status: 404, body: { message: 'No such item.' } },
    '/bad-error': { status: 404, body: { error: 'no message field' } },
  });
  assert.equal((await app.inject('/not-found')).statusCode, 404);
  assert.equal((await app.inject('/bad-error')).statusCode, 500);
});

test('the schema for a status: exact code, then its range, then default', () => {
  const response = { 200: 'ok', '4xx': 'client', default: 'other' };
  assert.equal(schemaForStatus(response, 200), 'ok');
  assert.equal(schemaForStatus(response, 404), 'client');
  assert.equal(schemaForStatus(response, 503), 'other');
  assert.equal(schemaForStatus(undefined, 200), undefined);
});

test('the test app checks every answer (NODE_ENV=test)', async () => {
  const app = await buildTestApp();
  assert.equal(app.hasPlugin('response-validation'), true);
});

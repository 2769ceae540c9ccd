import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp();

test('a stored image is checked by content and served at three widths', async () => {
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0b7a75' } })
    .png()
    .toBuffer();
  const stored = await app.images.store(png, 'Shop front!');
  assert.match(stored.url, /^\/api\/images\/shop-front-[0-9a-f]{12}-400\.webp$/);
  for (const [width, url] of Object.entries(stored.urls)) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200);
    assert.equal((await sharp(res.rawPayload).metadata()).width, Number(width));
  }
});

test('bytes that are not an image are refused, whatever their name', async () => {
  await assert.rejects(
    app.images.store(Buffer.from('<?php echo 1; ?>'), 'photo.jpg'),
    (err: { statusCode: number }) => err.statusCode === 415,
  );
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  await assert.rejects(app.images.store(svg, 'x'), (err: { statusCode: number }) => err.statusCode === 415);
});

test('unknown or malformed image names get a JSON error, never a file outside the folder', async () => {
  assert.equal((await app.inject({ method: 'GET', url: '/api/images/nothing-here-400.webp' })).statusCode, 404);
  for (const url of ['/api/images/..%2F..%2Fpackage.json', '/api/images/x-300.webp', '/api/images/UPPER-400.webp']) {
    const res = await app.inject({ method: 'GET', url });
    assert.ok([400, 404].includes(res.statusCode), url);
    assert.ok(res.json().message);
  }
});

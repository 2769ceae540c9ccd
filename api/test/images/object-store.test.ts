// Uploaded files in S3-compatible object storage, tested against a real S3 API server on this
// machine (s3rver, an npm-packaged S3 implementation, in its own process); production would point at AWS S3, Cloudflare
// R2 or MinIO (docs/operations.md).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fork } from 'node:child_process';
import type { Config } from '../../src/config';
import { FolderObjectStore, S3ObjectStore } from '../../src/platform/lib/object-store';
import { buildTestApp } from '../helpers/build-test-app';
import { makeImage, uploadImage } from '../helpers/catalogue';
import { createAdmin } from '../helpers/users';

const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-s3rver-'));
const s3server = fork(new URL('../helpers/s3-server.mjs', import.meta.url), [s3Dir, 'shop-pictures', 'shop-private'], {
  execArgv: [],
  stdio: 'inherit',
});
const port = await new Promise<number>((resolve, reject) => {
  s3server.once('message', (m: { port: number }) => resolve(m.port));
  s3server.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
});
after(async () => {
  s3server.kill('SIGTERM');
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const s3: NonNullable<Config['s3']> = {
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  bucket: 'shop-pictures',
  privateBucket: 'shop-private',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
};

test('an S3 bucket stores, finds and returns objects, and says when one is missing', async () => {
  const store = new S3ObjectStore(s3);
  await store.put('tests/hello.webp', Buffer.from('hello'), 'image/webp');
  assert.equal(await store.exists('tests/hello.webp'), true);
  assert.equal(await store.exists('tests/nothing.webp'), false);
  const found = await store.get('tests/hello.webp');
  assert.ok(found);
  assert.equal(found.size, 5);
  assert.equal(found.contentType, 'image/webp');
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  assert.equal(Buffer.concat(chunks).toString(), 'hello');
  assert.equal(await store.get('tests/nothing.webp'), null);
});

test('keys the server did not make are refused before any storage is touched', async () => {
  const folder = new FolderObjectStore(fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-folder-')));
  for (const key of ['../escape.webp', 'a/../../b.webp', '/abs.webp', 'Upper.webp']) {
    await assert.rejects(folder.put(key, Buffer.from('x')), /not a key/);
    await assert.rejects(new S3ObjectStore(s3).get(key), /not a key/);
  }
});

test('two API machines on one bucket: a picture uploaded through one is served by the other', async () => {
  const first = await buildTestApp({ config: { s3 } });
  const second = await buildTestApp({ config: { s3 } });
  assert.notEqual(first.config.dataDir, second.config.dataDir);
  const admin = await createAdmin(first);
  const picture = await makeImage('jpeg', 900, 600);
  const uploaded = await uploadImage(first, admin.headers, picture, 'amatem.jpg');
  assert.equal(uploaded.statusCode, 201);
  const url: string = uploaded.json().imageUrl ?? uploaded.json().url;
  assert.match(url, /^\/api\/images\/.+-400\.webp$/);

  for (const width of [200, 400, 800]) {
    const served = await second.inject({ method: 'GET', url: url.replace('-400.webp', `-${width}.webp`) });
    assert.equal(served.statusCode, 200, `width ${width}`);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP');
  }
  // Nothing was written to either machine's own disk.
  assert.equal(fs.existsSync(path.join(first.config.dataDir, 'uploads')), false);
  assert.equal(fs.existsSync(path.join(second.config.dataDir, 'uploads')), false);
  assert.equal(await second.images.has(url), true);
});

test('private files go to their own bucket and are never served as images', async () => {
  const app = await buildTestApp({ config: { s3 } });
  await app.privateFiles.put('prescriptions/rx-1-400.webp', Buffer.from('private'), 'image/webp');
  assert.equal(await new S3ObjectStore({ ...s3, bucket: 'shop-private' }).exists('prescriptions/rx-1-400.webp'), true);
  assert.equal(await new S3ObjectStore(s3).exists('prescriptions/rx-1-400.webp'), false);
  assert.equal((await app.inject({ method: 'GET', url: '/api/images/rx-1-400.webp' })).statusCode, 404);
});

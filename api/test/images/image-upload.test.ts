import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import sharp from 'sharp';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, makeImage, multipartBody, NEW_ID, uploadImage } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

let admin: TestUser;
let shopper: TestUser;
let categoryId: string;

before(async () => {
  admin = await createAdmin(app);
  shopper = await createUser(app);
  categoryId = (await addCategory(app, admin.headers, { name: 'Skin Care' })).medicineCategoryId;
});

async function assertServedAtEveryWidth(url: string) {
  assert.match(url, /^\/api\/images\/[a-z0-9-]+-400\.webp$/);
  for (const width of [200, 400, 800]) {
    const res = await app.inject({ url: url.replace(/-400\.webp$/, `-${width}.webp`) });
    assert.equal(res.statusCode, 200, `width ${width}`);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.width, width);
  }
}

describe('POST /api/medicine/uploadImage', () => {
  test('anonymous callers get 401 and plain users 403', async () => {
    const jpeg = await makeImage('jpeg');
    const body = multipartBody([{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/medicine/uploadImage', headers: body.headers, payload: body.payload });
    assert.equal(anonymous.statusCode, 401);
    const user = await uploadImage(app, shopper.headers, jpeg);
    assert.equal(user.statusCode, 403);
  });

  for (const format of ['jpeg', 'png', 'webp'] as const) {
    test(`a ${format.toUpperCase()} is stored under a server-made name and served as WebP at 200, 400 and 800`, async () => {
      const res = await uploadImage(
        app,
        admin.headers,
        await makeImage(format, 1200, 900),
        `../../etc/My Photo.${format}`,
        `image/${format}`,
      );
      assert.equal(res.statusCode, 201, res.body);
      const { url, srcSet, urls } = res.json();
      assert.ok(!url.includes('..') && !url.includes('etc/'));
      assert.match(url, /^\/api\/images\/my-photo-[0-9a-f]{12}-400\.webp$/);
      assert.equal(urls['800'], url.replace('-400.webp', '-800.webp'));
      assert.equal(srcSet, ['200', '400', '800'].map((w) => `${url.replace('-400.webp', `-${w}.webp`)} ${w}w`).join(', '));
      await assertServedAtEveryWidth(url);
    });
  }

  test('the type is judged by content, not by name or declared type', async () => {
    const png = await makeImage('png');
    const res = await uploadImage(app, admin.headers, png, 'holiday.txt', 'text/plain');
    assert.equal(res.statusCode, 201);
    await assertServedAtEveryWidth(res.json().url);
  });

  test('a non-image renamed .jpg is refused', async () => {
    const text = Buffer.from('MZ this is not a picture at all, just some text pretending to be one\n'.repeat(20));
    const res = await uploadImage(app, admin.headers, text, 'passport.jpg', 'image/jpeg');
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().message, 'The file is not an image we accept. Upload a JPEG, PNG or WebP picture.');
    const html = await uploadImage(app, admin.headers, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    assert.equal(html.statusCode, 415);
    const svg = await uploadImage(
      app,
      admin.headers,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    assert.equal(svg.statusCode, 415);
  });

  test('a file that starts like a JPEG but is not one is refused', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really jpeg data'.repeat(10))]);
    const res = await uploadImage(app, admin.headers, fake, 'fake.jpg');
    assert.equal(res.statusCode, 415);
  });

  test('other picture formats (GIF, TIFF) are refused', async () => {
    for (const format of ['gif', 'tiff'] as const) {
      const res = await uploadImage(app, admin.headers, await makeImage(format, 50, 50), `a.${format}`, `image/${format}`);
      assert.equal(res.statusCode, 415, format);
    }
  });

  test('an upload over 5 MB is refused with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const res = await uploadImage(app, admin.headers, big, 'huge.jpg');
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, 'The image is too large. The limit is 5 MB.');
  });

  test('the file must be in the field "file", sent as multipart', async () => {
    const jpeg = await makeImage('jpeg');
    const wrongField = multipartBody([{ name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/medicine/uploadImage',
      headers: { ...admin.headers, ...wrongField.headers },
      payload: wrongField.payload,
    });
    assert.equal(res.statusCode, 400);
    const empty = multipartBody([]);
    const none = await app.inject({
      method: 'POST',
      url: '/api/medicine/uploadImage',
      headers: { ...admin.headers, ...empty.headers },
      payload: empty.payload,
    });
    assert.equal(none.statusCode, 400);
    const json = await app.inject({ method: 'POST', url: '/api/medicine/uploadImage', headers: admin.headers, payload: { file: 'abc' } });
    assert.equal(json.statusCode, 415);
  });
});

describe('serving images', () => {
  test('an unknown image is 404 and a name we never make is refused', async () => {
    assert.equal((await app.inject({ url: '/api/images/nothing-0123456789abcdef-400.webp' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/api/images/..%2F..%2Fetc%2Fpasswd' })).statusCode, 400);
    assert.equal((await app.inject({ url: '/api/images/photo-0123456789abcdef-300.webp' })).statusCode, 400);
  });
});

describe('imageData (base64) on add-medicine and addCategory', () => {
  test('a medicine created with imageData gets a stored image at every width, and lists carry its URL', async () => {
    const jpeg = await makeImage('jpeg', 640, 480);
    const res = await app.inject({
      method: 'POST',
      url: '/api/medicine/add-medicine',
      headers: admin.headers,
      payload: {
        id: NEW_ID,
        medicineClass: 'otc',
        nafdacNumber: 'A4-0001',
        name: 'Shea Butter Cream',
        price: 1800,
        categoryId,
        imageData: jpeg.toString('base64'),
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    const medicine = res.json();
    assert.match(medicine.imageUrl, /^\/api\/images\/shea-butter-cream-[0-9a-f]{12}-400\.webp$/);
    assert.match(medicine.imageSrcSet, / 800w$/);
    assert.ok(!('imageData' in medicine));
    await assertServedAtEveryWidth(medicine.imageUrl);
    const list = await app.inject({ url: '/api/medicine' });
    assert.ok(!list.body.includes(jpeg.toString('base64').slice(0, 40)));
    assert.equal(list.json()[0].imageUrl, medicine.imageUrl);
  });

  test('a category created with imageData (as a data: URL) gets a stored image', async () => {
    const png = await makeImage('png', 300, 300);
    const res = await app.inject({
      method: 'POST',
      url: '/api/medicine/addCategory',
      headers: admin.headers,
      payload: { medicineCategoryId: NEW_ID, name: 'First Aid', imageData: `data:image/png;base64,${png.toString('base64')}` },
    });
    assert.equal(res.statusCode, 201, res.body);
    await assertServedAtEveryWidth(res.json().imageUrl);
    const list = await app.inject({ url: '/api/medicine-categories?search=first' });
    assert.equal(list.json()[0].imageUrl, res.json().imageUrl);
  });

  test('imageData that is not a picture is refused and nothing is added', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/medicine/add-medicine',
      headers: admin.headers,
      payload: {
        id: NEW_ID,
        medicineClass: 'otc',
        nafdacNumber: 'A4-0001',
        name: 'Not A Picture',
        price: 100,
        categoryId,
        imageData: Buffer.from('hello, I am text').toString('base64'),
      },
    });
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().errors[0].field, 'imageData');
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/medicine/add-medicine',
      headers: admin.headers,
      payload: {
        id: NEW_ID,
        medicineClass: 'otc',
        nafdacNumber: 'A4-0001',
        name: 'Not A Picture',
        price: 100,
        categoryId,
        imageData: '!!!not base64!!!',
      },
    });
    assert.equal(garbage.statusCode, 400);
    const list = await app.inject({ url: '/api/medicine?search=Not A Picture' });
    assert.deepEqual(list.json(), []);
  });

  test('imageData over 5 MB is refused', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const res = await app.inject({
      method: 'POST',
      url: '/api/medicine/add-medicine',
      headers: admin.headers,
      payload: {
        id: NEW_ID,
        medicineClass: 'otc',
        nafdacNumber: 'A4-0001',
        name: 'Huge',
        price: 100,
        categoryId,
        imageData: big.toString('base64'),
      },
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, 'The image is too large. The limit is 5 MB.');
  });
});

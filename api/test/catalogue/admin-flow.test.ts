import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { buildTestApp } from '../helpers/build-test-app';
import { makeImage, NEW_ID, uploadImage } from '../helpers/catalogue';
import { createAdmin } from '../helpers/users';

const app = await buildTestApp();

test('an admin adds a category, uploads an image, adds a medicine with it; shoppers find it everywhere', async () => {
  const admin = await createAdmin(app);

  const category = await app.inject({
    method: 'POST',
    url: '/api/medicine/addCategory',
    headers: admin.headers,
    payload: { medicineCategoryId: NEW_ID, name: 'Antimalarials', imageUrl: '' },
  });
  assert.equal(category.statusCode, 201);
  const categoryId = category.json().medicineCategoryId;

  const upload = await uploadImage(app, admin.headers, await makeImage('jpeg', 1600, 1200), 'coartem.jpg');
  assert.equal(upload.statusCode, 201);
  const { url } = upload.json();

  const created = await app.inject({
    method: 'POST',
    url: '/api/medicine/add-medicine',
    headers: admin.headers,
    payload: {
      id: NEW_ID,
      name: 'Coartem 80/480',
      price: 4250.5,
      description: 'Artemether and lumefantrine for uncomplicated malaria.',
      imageUrl: url,
      dosage: '1 tablet twice daily for 3 days',
      sideEffects: 'Headache, dizziness',
      categoryId,
      isFeatured: true,
      medicineClass: 'otc',
      nafdacNumber: 'A4-0237',
    },
  });
  assert.equal(created.statusCode, 201, created.body);
  const medicine = created.json();
  assert.equal(medicine.imageUrl, url);

  const seen = (body: { id: string }[]) => body.some((m) => m.id === medicine.id);
  for (const path of [
    '/api/medicine',
    '/api/medicine/GetAllMedicines',
    '/api/Markets/GetAllProducts',
    '/api/medicine/featuredMedicines',
    `/api/medicine/category/${categoryId}`,
  ]) {
    const res = await app.inject({ url: path });
    assert.equal(res.statusCode, 200);
    assert.ok(seen(res.json()), `in ${path}`);
  }
  const search = await app.inject({ url: '/api/medicine/GetAllMedicines?search=koartem' });
  assert.equal(search.json()[0].id, medicine.id);
  const exact = await app.inject({ url: '/api/medicine?search=COARTEM' });
  assert.equal(exact.json()[0].id, medicine.id);
  const withProducts = await app.inject({ url: `/api/medicine-categories/category-with-products/${categoryId}` });
  assert.ok(seen(withProducts.json().medicines));
  const categories = await app.inject({ url: '/api/medicine-categories?search=malaria' });
  assert.deepEqual(
    categories.json().map((c: { medicineCategoryId: string }) => c.medicineCategoryId),
    [categoryId],
  );
  const details = await app.inject({ url: `/api/medicine/${medicine.id}` });
  assert.equal(details.json().price, 4250.5);

  const widths = [];
  for (const candidate of details.json().imageSrcSet.split(', ')) {
    const [src, descriptor] = candidate.split(' ');
    const image = await app.inject({ url: src });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    assert.equal(`${meta.width}w`, descriptor);
    widths.push(meta.width);
  }
  assert.deepEqual(widths, [200, 400, 800]);
});

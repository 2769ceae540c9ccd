import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ seed: true });

type Medicine = {
  id: string;
  name: string;
  price: number;
  imageUrl: string;
  imageSrcSet: string;
  categoryId: string;
  isFeatured: boolean;
  medicineClass: 'otc' | 'pharmacy' | 'pom';
};
type Category = { medicineCategoryId: string; name: string };

test('a new visitor can browse the seeded catalogue through every path', async () => {
  const categories: Category[] = (await app.inject({ url: '/api/medicine-categories' })).json();
  assert.ok(categories.length >= 12);
  assert.deepEqual((await app.inject({ url: '/api/medicine/GetAllMedicine-Categories' })).json(), categories);

  const medicines: Medicine[] = (await app.inject({ url: '/api/medicine' })).json();
  assert.ok(medicines.length >= 80);
  assert.ok(
    medicines.every((m) => m.price > 0 && /^\/api\/images\/[a-z0-9-]+-400\.webp$/.test(m.imageUrl) && m.imageSrcSet.endsWith('800w')),
  );
  assert.deepEqual((await app.inject({ url: '/api/medicine/GetAllMedicines' })).json(), medicines);
  assert.deepEqual((await app.inject({ url: '/api/Markets/GetAllProducts' })).json(), medicines);

  const featured: Medicine[] = (await app.inject({ url: '/api/medicine/featuredMedicines' })).json();
  assert.ok(featured.length >= 2 && featured.every((m) => m.isFeatured));
  // Prescription-only medicines are not promoted to the public, even when marked featured.
  assert.ok(
    featured.every((m) => m.medicineClass !== 'pom'),
    featured.map((m) => m.name).join(', '),
  );
  assert.ok(
    medicines.some((m) => m.isFeatured && m.medicineClass === 'pom'),
    'the seed marks some prescription-only medicines featured',
  );

  let total = 0;
  for (const category of categories) {
    const own: Medicine[] = (await app.inject({ url: `/api/medicine/category/${category.medicineCategoryId}` })).json();
    const withProducts = (
      await app.inject({ url: `/api/medicine-categories/category-with-products/${category.medicineCategoryId}` })
    ).json();
    assert.equal(withProducts.name, category.name);
    assert.deepEqual(withProducts.medicines, own);
    assert.ok(own.every((m) => m.categoryId === category.medicineCategoryId));
    total += own.length;
  }
  assert.equal(total, medicines.length);

  const one = medicines[Math.floor(medicines.length / 2)];
  assert.deepEqual((await app.inject({ url: `/api/medicine/${one.id}` })).json(), one);
  assert.deepEqual((await app.inject({ url: `/api/medicine/medicines/${one.id}` })).json(), one);
  const image = await app.inject({ url: one.imageUrl.replace('-400.webp', '-200.webp') });
  assert.equal((await sharp(image.rawPayload).metadata()).width, 200);

  for (const url of [
    '/api/pharmacies',
    '/api/ambulance/ambulances',
    '/api/laboratories/laboratories',
    '/api/laboratory/getAllAmbulances',
  ]) {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 200, url);
    assert.ok(res.json().length >= 5, url);
  }
});

test("searching the seeded catalogue: 'paracetmol' finds Paracetamol, categories by name", async () => {
  const found: Medicine[] = (await app.inject({ url: '/api/medicine/GetAllMedicines?search=paracetmol' })).json();
  assert.ok(found.length >= 1);
  assert.match(found[0].name, /paracetamol/i);
  const coartem: Medicine[] = (await app.inject({ url: '/api/medicine?search=coartem' })).json();
  assert.match(coartem[0].name, /^Coartem/);
  assert.equal(coartem[0].price, 4500);
  const categories: Category[] = (await app.inject({ url: '/api/medicine-categories?search=a' })).json();
  assert.ok(categories.length > 0 && categories.every((c) => c.name.toLowerCase().includes('a')));
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type SafetyPerson, checkMedicationSafety } from '../../src/domains/medication-safety/safety-rules';
import { SEED_INGREDIENTS, seedClassRows, seedIngredientRows } from '../../src/workflows/first-start-seed/ingredient-data';
import { SEED_SAFETY_RULES } from '../../src/workflows/first-start-seed/safety-rules-data';

// Pure: the seeded rules and ingredients, each medicine's id its name.
const ids = new Map(Object.keys(SEED_INGREDIENTS).map((name) => [name, name]));
const ingredients = { medicines: seedIngredientRows(ids), classes: seedClassRows() };
const today = '2026-12-07';
const adult: SafetyPerson = {
  dateOfBirth: '1990-01-01',
  pregnant: false,
  breastfeeding: false,
  allergies: { ingredients: [], classes: [] },
};
const lines = (...names: string[]) => names.map((medicineId) => ({ medicineId, quantity: 1 }));
const check = (names: string[], person: SafetyPerson | null = null, regular: string[] = []) =>
  checkMedicationSafety({ lines: lines(...names), person, regularMedicineIds: regular, today }, SEED_SAFETY_RULES, ingredients);

const PANADOL_EXTRA = 'Panadol Extra Tablets (24)';
const BOSKA = 'Boska Tablets (12)';
const PROCOLD = 'Procold Tablets (10)';

test('Panadol Extra, Boska and Procold: one duplicate-paracetamol alert naming all three, with the amounts', () => {
  const alerts = check([PANADOL_EXTRA, BOSKA, PROCOLD], adult);
  assert.equal(alerts.length, 1, JSON.stringify(alerts));
  const [alert] = alerts;
  assert.equal(alert.kind, 'duplicate-ingredient');
  assert.equal(alert.severity, 'major');
  assert.equal(alert.ingredient, 'paracetamol');
  assert.deepEqual(alert.medicineIds, [PANADOL_EXTRA, BOSKA, PROCOLD]);
  assert.deepEqual(alert.amounts, { perUnitMg: [500, 500, 500], combinedUnitMg: 1500, dailyMaxMg: 4000 });
  assert.match(alert.source, /BNF: Paracetamol/);
  assert.ok(alert.message.en && alert.message.pcm);
});

test('a regular medicine counts: paracetamol in the cart and in what the person already takes', () => {
  const alerts = check([PANADOL_EXTRA], adult, ['Emzor Paracetamol 500mg Tablets (96)']);
  assert.deepEqual(
    alerts.map((a) => [a.kind, a.medicineIds]),
    [['duplicate-ingredient', [PANADOL_EXTRA, 'Emzor Paracetamol 500mg Tablets (96)']]],
  );
});

test('a penicillin allergy and Augmentin: blocked', () => {
  const alerts = check(['Augmentin 625mg Tablets (14)'], { ...adult, allergies: { ingredients: [], classes: ['penicillins'] } });
  assert.equal(alerts.length, 1, JSON.stringify(alerts));
  assert.equal(alerts[0].severity, 'block');
  assert.equal(alerts[0].kind, 'allergy-class');
  assert.equal(alerts[0].ingredient, 'amoxicillin');
  assert.match(alerts[0].source, /Penicillins/);
});

test('an allergy to the ingredient itself: blocked', () => {
  const alerts = check(['Ciprotab 500mg Tablets (10)'], { ...adult, allergies: { ingredients: ['ciprofloxacin'], classes: [] } });
  assert.deepEqual(
    alerts.map((a) => [a.severity, a.kind, a.ingredient]),
    [['block', 'allergy-class', 'ciprofloxacin']],
  );
});

test('codeine for a child of 8: blocked; for an adult: nothing', () => {
  const child = { ...adult, dateOfBirth: '2018-06-01' };
  const alerts = check(['Codeine Phosphate 30mg Tablets (28)'], child);
  assert.equal(alerts.length, 1, JSON.stringify(alerts));
  assert.equal(alerts[0].severity, 'block');
  assert.equal(alerts[0].kind, 'age-limit');
  assert.match(alerts[0].source, /MHRA/);
  assert.deepEqual(check(['Codeine Phosphate 30mg Tablets (28)'], adult), []);
});

test('a moderate interaction: ibuprofen with lisinopril', () => {
  const alerts = check(['Emzor Ibuprofen 400mg (24)'], adult, ['Lisinopril 10mg Tablets (28)']);
  assert.equal(alerts.length, 1, JSON.stringify(alerts));
  assert.equal(alerts[0].severity, 'moderate');
  assert.equal(alerts[0].kind, 'interaction');
  assert.deepEqual(alerts[0].medicineIds, ['Emzor Ibuprofen 400mg (24)', 'Lisinopril 10mg Tablets (28)']);
});

test('tramadol and codeine together: a major opioid interaction', () => {
  const alerts = check(['Tramadol 50mg Capsules (20)', 'Codeine Phosphate 30mg Tablets (28)'], adult);
  assert.deepEqual(
    alerts.map((a) => [a.severity, a.kind]),
    [['major', 'interaction']],
  );
});

test('codeine while breastfeeding: blocked; an NSAID in pregnancy: major', () => {
  const mother = { ...adult, sex: 'female', breastfeeding: true };
  assert.deepEqual(
    check(['Codeine Phosphate 30mg Tablets (28)'], mother).map((a) => [a.severity, a.kind]),
    [['block', 'breastfeeding']],
  );
  const pregnant = { ...adult, pregnant: true };
  assert.deepEqual(
    check(['Cataflam 50mg Tablets (20)'], pregnant).map((a) => [a.severity, a.kind, a.ingredient]),
    [['major', 'pregnancy', 'diclofenac']],
  );
});

test('nothing for a plain single paracetamol, with or without a person', () => {
  assert.deepEqual(check(['Emzor Paracetamol 500mg Tablets (96)'], adult), []);
  assert.deepEqual(check(['Emzor Paracetamol 500mg Tablets (96)']), []);
});

test('every seeded rule names its source and has both languages', () => {
  for (const rule of SEED_SAFETY_RULES) {
    assert.ok(rule.source.trim().length > 5, JSON.stringify(rule));
    assert.ok(rule.warning.en.trim() && rule.warning.pcm.trim(), JSON.stringify(rule));
  }
});

test('ciprofloxacin with an antacid (Gestid): moderate, once for the pair', () => {
  const alerts = check(['Ciprotab 500mg Tablets (10)', 'Gestid Tablets (20)'], adult);
  assert.deepEqual(
    alerts.map((a) => [a.severity, a.kind, a.medicineIds]),
    [['moderate', 'interaction', ['Ciprotab 500mg Tablets (10)', 'Gestid Tablets (20)']]],
  );
});

import { type PersonProfile, type SafetyAlert, type SafetyHold } from '../../../api/safety-types';

export const CODEINE = '11111111-1111-4111-8111-111111111111';

export const profile: PersonProfile = {
  id: '22222222-2222-4222-8222-222222222222',
  relationship: 'child',
  label: 'Tolu',
  dateOfBirth: '2020-03-04',
  ageYears: 6,
  sex: 'female',
  pregnant: false,
  breastfeeding: false,
  allergies: { ingredients: ['amoxicillin'], classes: ['penicillins'] },
  conditions: ['asthma'],
  medicines: [{ medicineId: null, name: 'Salbutamol inhaler' }],
  version: 1,
  updatedAt: '2026-12-01T10:00:00.000Z',
};

export const ageAlert: SafetyAlert = {
  id: 'age-limit:codeine',
  severity: 'block',
  kind: 'age-limit',
  medicineIds: [CODEINE],
  ingredient: 'codeine',
  message: { en: 'Codeine must not be given to children under 12.', pcm: 'No give codeine to pikin wey never reach 12.' },
  source: 'MHRA Drug Safety Update, July 2013: codeine for pain in children',
};

export const moderateAlert: SafetyAlert = {
  id: 'dup:paracetamol',
  severity: 'moderate',
  kind: 'duplicate-ingredient',
  medicineIds: [],
  ingredient: 'paracetamol',
  message: { en: 'Paracetamol is in two medicines.', pcm: 'Paracetamol dey inside two medicine.' },
  source: 'BNF monograph: paracetamol',
};

export const hold = (over: Partial<SafetyHold> = {}): SafetyHold => ({
  id: '33333333-3333-4333-8333-333333333333',
  status: 'awaiting',
  source: 'checkout',
  profileId: profile.id,
  refillPlanId: null,
  lines: [{ medicineId: CODEINE, medicineName: 'Codeine 15mg tablets', quantity: 1 }],
  alerts: [moderateAlert, ageAlert],
  createdAt: '2026-12-07T09:30:00.000Z',
  decidedAt: null,
  pharmacistName: null,
  pharmacistRegistration: null,
  reason: null,
  customerName: 'Ada Obi',
  profile,
  ...over,
});

export const lists = {
  relationships: ['child'],
  sexes: ['female', 'male'],
  allergyIngredients: ['amoxicillin'],
  allergyClasses: [{ code: 'penicillins', label: 'Penicillins' }],
  conditions: [{ code: 'asthma', label: 'Asthma' }],
  limits: { people: 10, allergies: 30, medicines: 30 },
  youngestPregnantYears: 10,
};

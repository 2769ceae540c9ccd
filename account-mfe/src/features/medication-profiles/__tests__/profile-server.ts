// A shopper's medication profiles as the API keeps them, answered at the HTTP edge (apiClient and
// publicFetch), so the screens' real forms and calls run against it.
import { apiClient, publicFetch } from 'shared-kernel/testing';
import { healthConsents, httpError, ok } from '../../../testing/render-page';
import type { MedicationProfile, ProfileLists } from '../api/profiles-types';

export const LISTS: ProfileLists = {
  relationships: ['child', 'parent', 'partner', 'sibling', 'grandparent', 'other'],
  sexes: ['female', 'male'],
  allergyIngredients: ['amoxicillin', 'ibuprofen', 'paracetamol'],
  allergyClasses: [
    { code: 'penicillins', label: 'Penicillins' },
    { code: 'nsaids', label: 'Non-steroidal anti-inflammatory drugs (NSAIDs)' },
  ],
  conditions: [
    { code: 'asthma', label: 'Asthma' },
    { code: 'sickle-cell-disease', label: 'Sickle cell disease' },
  ],
  limits: { people: 10, allergies: 30, medicines: 30 },
  youngestPregnantYears: 10,
};

export const SELF: MedicationProfile = {
  id: '11111111-0000-4000-8000-000000000001',
  relationship: 'self',
  label: '',
  dateOfBirth: null,
  ageYears: null,
  sex: null,
  pregnant: false,
  breastfeeding: false,
  allergies: { ingredients: [], classes: [] },
  conditions: [],
  medicines: [],
  version: 1,
  updatedAt: '2026-12-01T10:00:00.000Z',
};

export const CHILD: MedicationProfile = {
  ...SELF,
  id: '11111111-0000-4000-8000-000000000002',
  relationship: 'child',
  label: 'Tobi',
  dateOfBirth: '2020-03-14',
  ageYears: 6,
  sex: 'male',
  allergies: { ingredients: ['amoxicillin'], classes: [] },
};

export const PARACETAMOL = { id: '22222222-0000-4000-8000-000000000001', name: 'Paracetamol 500mg Tablets (16)' };

type Body = Record<string, unknown> & { medicines?: { medicineId?: string; name?: string }[] };

const ageOf = (born: string | null) => (born ? new Date().getFullYear() - Number(born.slice(0, 4)) : null);

/** The server's answer to a saved body: the catalogue's names for picked medicines, the version moved on. */
function stored(base: MedicationProfile, body: Body): MedicationProfile {
  const { version: _version, ...fields } = body;
  const medicines = (body.medicines ?? []).map((m) => ({
    medicineId: m.medicineId ?? null,
    name: m.medicineId ? PARACETAMOL.name : m.name!,
  }));
  const merged = { ...base, ...fields, medicines } as MedicationProfile;
  return { ...merged, ageYears: ageOf(merged.dateOfBirth), version: base.version + 1 };
}

/** Starts the fake API with these profiles; `consent` says whether the health-data consent is given. */
export function profileServer(start: MedicationProfile[], { consent = true } = {}) {
  const state = { profiles: start.map((p) => ({ ...p })), consent, conflictNext: false };
  const consentRequired = () => httpError(409, { statusCode: 409, message: 'Your consent is needed first.', code: 'consent-required' });
  const get = jest.spyOn(apiClient, 'get').mockImplementation((async (url: string) => {
    if (url === '/api/account/consents') return ok(healthConsents('prescriptions', state.consent));
    if (url === '/api/medication-profiles/lists') return ok(LISTS);
    if (!state.consent) throw consentRequired();
    if (url === '/api/medication-profiles') return ok({ items: state.profiles });
    const one = state.profiles.find((p) => url === `/api/medication-profiles/${p.id}`);
    if (one) return ok(one);
    throw httpError(404, { statusCode: 404, message: 'There is no such profile.' });
  }) as never);
  const post = jest.spyOn(apiClient, 'post').mockImplementation((async (url: string, body: Body) => {
    if (url === '/api/account/consents') {
      state.consent = true;
      return ok({});
    }
    const added = stored({ ...SELF, id: `11111111-0000-4000-8000-00000000001${state.profiles.length}`, version: 0 }, body);
    state.profiles.push(added);
    return ok(added);
  }) as never);
  const put = jest.spyOn(apiClient, 'put').mockImplementation((async (url: string, body: Body) => {
    const index = state.profiles.findIndex((p) => url === `/api/medication-profiles/${p.id}`);
    const current = state.profiles[index];
    if (state.conflictNext || body.version !== current.version) {
      state.conflictNext = false;
      throw httpError(409, {
        statusCode: 409,
        message: `Someone changed this profile after you opened it: it is now at version ${current.version}, not ${String(body.version)}.`,
        errors: [{ field: 'version', message: `the profile is now at version ${current.version}` }],
      });
    }
    state.profiles[index] = stored(current, body);
    return ok(state.profiles[index]);
  }) as never);
  const del = jest.spyOn(apiClient, 'delete').mockImplementation((async (url: string) => {
    state.profiles = state.profiles.filter((p) => url !== `/api/medication-profiles/${p.id}`);
    return ok(undefined);
  }) as never);
  const search = jest
    .spyOn(publicFetch, 'get')
    .mockImplementation((async (_url: string, config?: { params?: { search?: string } }) =>
      ok(String(config?.params?.search).toLowerCase().startsWith('para') ? [{ ...PARACETAMOL }] : [])) as never);
  /** Someone else edits a profile: its version moves on. */
  const changeElsewhere = (id: string, change: Partial<MedicationProfile>) => {
    const index = state.profiles.findIndex((p) => p.id === id);
    state.profiles[index] = { ...state.profiles[index], ...change, version: state.profiles[index].version + 1 };
  };
  return { state, get, post, put, del, search, changeElsewhere };
}

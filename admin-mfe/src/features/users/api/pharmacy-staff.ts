import { api, type AnswerOf } from 'shared-kernel';

export type StaffBinding = AnswerOf<'/api/admin/pharmacy-staff', 'get'>[number];
export type PharmacyChoice = { id: string; name: string };

/** An admin binds a user to a pharmacy (they then see only its orders and stock), or (null) takes it back. */
export async function setStaffPharmacy(userId: string, pharmacyId: string | null): Promise<void> {
  await api.put('/api/admin/users/{id}/pharmacy', { params: { path: { id: userId } }, body: { pharmacyId } });
}

/** Who is staff of which pharmacy. */
export async function getStaffBindings(): Promise<StaffBinding[]> {
  const { data } = await api.get('/api/admin/pharmacy-staff');
  return data;
}

/** The pharmacies a user can be made staff of (the directory's first 100 by name). */
export async function getPharmacyChoices(): Promise<PharmacyChoice[]> {
  const { data } = await api.get('/api/admin/pharmacies', { params: { query: { page: 1, pageSize: 100, sort: 'name' } } });
  return data.map((p) => ({ id: p.pharmacyId, name: p.name }));
}

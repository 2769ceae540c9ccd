import { api, type AdminMedicine, NEW_ID, type NewMedicine } from 'shared-kernel';

/** Adds a medicine; the answer is the admin's view of it (`hidden` when it has no NAFDAC number). */
export async function addMedicine(medicine: Omit<NewMedicine, 'id'>): Promise<AdminMedicine> {
  const { data } = await api.post('/api/medicine/add-medicine', { body: { id: NEW_ID, ...medicine } });
  return data;
}

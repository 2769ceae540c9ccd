import { api, NEW_ID, type Medicine, type NewMedicine } from 'shared-kernel';

export async function addMedicine(medicine: Omit<NewMedicine, 'id'>): Promise<Medicine> {
  const { data } = await api.post('/api/medicine/add-medicine', { body: { id: NEW_ID, ...medicine } });
  return data;
}

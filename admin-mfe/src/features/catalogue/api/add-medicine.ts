import { apiClient, NEW_ID, type Medicine, type NewMedicine } from 'shared-kernel';

export async function addMedicine(medicine: Omit<NewMedicine, 'id'>): Promise<Medicine> {
  const { data } = await apiClient.post<Medicine>('/api/medicine/add-medicine', { id: NEW_ID, ...medicine });
  return data;
}

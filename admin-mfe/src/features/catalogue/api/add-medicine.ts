import { apiClient, NEW_ID, type Medicine } from 'shared-kernel';

export type NewMedicine = Omit<Medicine, 'id' | 'imageData' | 'imageUrl'> & { imageUrl: string | null };

export async function addMedicine(medicine: NewMedicine): Promise<Medicine> {
  const { data } = await apiClient.post<Medicine>('/api/medicine/add-medicine', { id: NEW_ID, ...medicine });
  return data;
}

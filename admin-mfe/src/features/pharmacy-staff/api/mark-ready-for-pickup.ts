import { api } from 'shared-kernel';

export async function markReadyForPickup(id: string): Promise<void> {
  await api.post('/api/Order/{id}/pickup/ready', { params: { path: { id } } });
}

import { api } from 'shared-kernel';

/** Takes a rider off the pharmacy: 409 `rider-has-parcels` while parcels are still with them. */
export async function removeRider(userId: string): Promise<void> {
  await api.delete('/api/staff/riders/{id}', { params: { path: { id: userId } } });
}

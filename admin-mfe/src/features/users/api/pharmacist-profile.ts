import { api, type AdminUser } from 'shared-kernel';

/** PUT /api/users/{id}/pharmacist-profile: the name patients read on a pharmacist's decisions (audited). */
export async function setPharmacistName(userId: string, displayName: string): Promise<AdminUser> {
  const { data } = await api.put('/api/users/{id}/pharmacist-profile', { params: { path: { id: userId } }, body: { displayName } });
  return data;
}

import { api, type AdminUser } from 'shared-kernel';

/** PUT /api/admin/users/{id}/pharmacist: grants (with the PCN registration number) or revokes the pharmacist role. */
export async function setPharmacist(
  userId: string,
  grant: { pharmacist: true; pcnRegistrationNumber: string } | { pharmacist: false },
): Promise<AdminUser> {
  const { data } = await api.put('/api/admin/users/{id}/pharmacist', { params: { path: { id: userId } }, body: grant });
  return data;
}

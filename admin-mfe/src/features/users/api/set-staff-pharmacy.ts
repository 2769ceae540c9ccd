import { api } from 'shared-kernel';

/** An admin binds a user to a pharmacy (they then see only its orders and stock), or (null) takes it back. */
export async function setStaffPharmacy(userId: string, pharmacyId: string | null): Promise<void> {
  await api.put('/api/admin/users/{id}/pharmacy', { params: { path: { id: userId } }, body: { pharmacyId } });
}

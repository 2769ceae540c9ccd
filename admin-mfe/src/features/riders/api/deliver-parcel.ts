import { api } from 'shared-kernel';

/** Hands the parcel over against the shopper's code (and the patient's name for prescription-only): 400 wrong, 409 locked or done. */
export async function deliverParcel(id: string, code: string, patientName?: string): Promise<void> {
  await api.post('/api/rider/deliveries/{id}/deliver', {
    params: { path: { id } },
    body: { code, ...(patientName ? { patientName } : {}) },
  });
}

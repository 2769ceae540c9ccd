import { api } from 'shared-kernel';

/** Gives a parcel to one of the pharmacy's riders. */
export async function assignParcel(parcelId: string, riderId: string): Promise<void> {
  await api.post('/api/staff/deliveries/assign', { body: { parcelId, riderId } });
}

import { api } from 'shared-kernel';

/** The rider's photo of the handover, fetched with the session. */
export async function getHandoverPhoto(deliveryId: string): Promise<Blob> {
  const { data } = await api.getFile('/api/deliveries/{id}/photo', { params: { path: { id: deliveryId } } });
  return data;
}

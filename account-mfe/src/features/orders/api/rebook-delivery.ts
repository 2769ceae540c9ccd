import { api } from 'shared-kernel';

export type RebookSlot = 'morning' | 'afternoon' | 'evening';

/** Rebooks a failed delivery for a day (today to a week ahead) and part of the day. */
export async function rebookDelivery(orderId: string, deliveryId: string, day: string, slot: RebookSlot): Promise<void> {
  await api.post('/api/Order/{id}/deliveries/{deliveryId}/rebook', { params: { path: { id: orderId, deliveryId } }, body: { day, slot } });
}

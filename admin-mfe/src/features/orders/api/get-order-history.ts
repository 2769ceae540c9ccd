import { api } from 'shared-kernel';

/** One status change an admin made on an order, from the audit log. */
export type StatusChange = { at: string; by: string; from: string; to: string };

/** The order's status changes by admins, oldest first (GET /api/admin/audit for this order). */
export async function getOrderHistory(orderId: string): Promise<StatusChange[]> {
  const { data } = await api.get('/api/admin/audit', {
    params: { query: { entityType: 'order', entityId: orderId, pageSize: 100, page: 1 } },
  });
  return data
    .filter((entry) => entry.action === 'status')
    .map((entry) => {
      const change = entry.changes.find((c) => c.field === 'status');
      return { at: entry.at, by: entry.actorName, from: String(change?.from ?? ''), to: String(change?.to ?? '') };
    })
    .reverse();
}

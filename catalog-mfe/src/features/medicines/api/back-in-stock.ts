import { api } from 'shared-kernel';

/** POST /api/medicine/:id/back-in-stock: one mail to this address (empty: the signed-in shopper's) when it is back. */
export async function askBackInStock(medicineId: string, email?: string): Promise<{ email: string }> {
  const { data } = await api.post('/api/medicine/{id}/back-in-stock', {
    params: { path: { id: medicineId } },
    body: { email: email ?? '' },
  });
  return data;
}

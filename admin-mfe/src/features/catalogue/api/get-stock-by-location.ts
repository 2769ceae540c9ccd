import { api } from 'shared-kernel';

/** The stock locations (warehouse first) and the medicine's units at each, from its batches. */
export async function getStockByLocation(id: string) {
  const [locations, batches] = await Promise.all([
    api.get('/api/locations'),
    api.get('/api/medicine/{id}/batches', { params: { path: { id } } }),
  ]);
  return locations.data.map((l) => {
    const held = batches.data.filter((b) => b.locationId === l.id);
    const units = (status: 'sellable' | 'other') =>
      held.filter((b) => (b.status === 'sellable') === (status === 'sellable')).reduce((n, b) => n + b.quantity, 0);
    return { ...l, sellable: units('sellable'), held: units('other'), batches: held.filter((b) => b.quantity > 0).length };
  });
}

export type LocationStock = Awaited<ReturnType<typeof getStockByLocation>>[number];

import { api, type CategoryEdit, type MedicineEdit, type StockAdjustment } from 'shared-kernel';
import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

// Medicines
export const getAdminMedicines = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/medicines', query, filters);
export const getAdminMedicine = async (id: string) => (await api.get('/api/admin/medicines/{id}', { params: { path: { id } } })).data;
export const editMedicine = async (id: string, body: MedicineEdit) =>
  (await api.patch('/api/medicine/{id}', { params: { path: { id } }, body })).data;
export const deleteMedicine = async (id: string, version: number) => {
  await api.delete('/api/medicine/{id}', { params: { path: { id }, query: { version } } });
};
export const adjustStock = async (id: string, body: StockAdjustment) =>
  (await api.post('/api/medicine/{id}/stock', { params: { path: { id } }, body })).data;
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
export const getStockMovements = async (id: string) => (await api.get('/api/medicine/{id}/stock', { params: { path: { id } } })).data;

// Categories
export const getAdminCategories = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/categories', query, filters);
export const editCategory = async (id: string, body: CategoryEdit) =>
  (await api.patch('/api/medicine-categories/{id}', { params: { path: { id } }, body })).data;
export const deleteCategory = async (id: string, version: number) => {
  await api.delete('/api/medicine-categories/{id}', { params: { path: { id }, query: { version } } });
};

/** GET /api/medicine/:id/reorder-level: the level as set (null: none), the default from recent sales, the one in force. */
export const getReorderLevel = async (id: string) => (await api.get('/api/medicine/{id}/reorder-level', { params: { path: { id } } })).data;
/** PUT /api/medicine/:id/reorder-level: null goes back to the default. */
export const setReorderLevel = async (id: string, reorderLevel: number | null) => {
  await api.put('/api/medicine/{id}/reorder-level', { params: { path: { id } }, body: { reorderLevel } });
};

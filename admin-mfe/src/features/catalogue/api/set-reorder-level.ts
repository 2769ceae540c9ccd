import { api } from 'shared-kernel';

/** PUT /api/medicine/:id/reorder-level: null goes back to the default. */
export const setReorderLevel = async (id: string, reorderLevel: number | null) => {
  await api.put('/api/medicine/{id}/reorder-level', { params: { path: { id } }, body: { reorderLevel } });
};

import { api } from 'shared-kernel';

/** GET /api/medicine/:id/reorder-level: the level as set (null: none), the default from recent sales, the one in force. */
export const getReorderLevel = async (id: string) => (await api.get('/api/medicine/{id}/reorder-level', { params: { path: { id } } })).data;

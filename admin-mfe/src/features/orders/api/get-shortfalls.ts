import { api } from 'shared-kernel';

// Stock shortfalls and the audit log
export const getShortfalls = async (open?: boolean) =>
  (await api.get('/api/admin/stock-shortfalls', { params: { query: open === undefined ? {} : { open } } })).data;

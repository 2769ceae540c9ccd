import { api } from 'shared-kernel';

export const getWrittenOffReport = async (query: { from?: string; to?: string }) =>
  (await api.get('/api/admin/stock-reports/written-off', { params: { query } })).data;

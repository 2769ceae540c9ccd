import { api } from 'shared-kernel';

export const getExpiringReport = async (days: number) =>
  (await api.get('/api/admin/stock-reports/expiring', { params: { query: { days } } })).data;

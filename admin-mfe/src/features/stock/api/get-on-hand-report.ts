import { api } from 'shared-kernel';

export const getOnHandReport = async () => (await api.get('/api/admin/stock-reports/on-hand')).data;

import { api } from 'shared-kernel';

export const getAuditActors = async () => (await api.get('/api/admin/audit/actors')).data;

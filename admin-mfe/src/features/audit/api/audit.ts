import { api } from 'shared-kernel';
import type { PageQuery } from '../../../hooks/use-paged-list';
import type { ListFilters } from '../../../hooks/use-server-list';
import { adminList } from '../../../utils/paged-response';

export const getAuditEntries = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/audit', query, filters);
export const getAuditActors = async () => (await api.get('/api/admin/audit/actors')).data;

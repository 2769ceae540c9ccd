import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

export const getAuditEntries = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/audit', query, filters);

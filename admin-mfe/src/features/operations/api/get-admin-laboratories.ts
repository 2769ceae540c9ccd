import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

export const getAdminLaboratories = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/laboratories', query, filters);

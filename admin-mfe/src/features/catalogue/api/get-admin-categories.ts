import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

export const getAdminCategories = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/categories', query, filters);

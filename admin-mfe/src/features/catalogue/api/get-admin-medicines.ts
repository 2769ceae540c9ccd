import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

export const getAdminMedicines = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/medicines', query, filters);

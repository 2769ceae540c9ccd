import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

export const getAdminPharmacies = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/pharmacies', query, filters);

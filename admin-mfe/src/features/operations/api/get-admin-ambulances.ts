import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

export const getAdminAmbulances = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/ambulances', query, filters);

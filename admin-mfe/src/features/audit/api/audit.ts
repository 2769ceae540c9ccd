import { apiClient, type AuditActor, type AuditEntry } from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-paged-list';
import { type ListFilters, listParams } from '../../../hooks/use-server-list';
import { pageResult } from '../../../utils/paged-response';

async function list<T>(url: string, query: PageQuery, filters: ListFilters): Promise<PageResult<T>> {
  const response = await apiClient.get<T[]>(url, { params: listParams(query, filters) });
  return pageResult(response, query);
}

export const getAuditEntries = (query: PageQuery, filters: ListFilters) => list<AuditEntry>('/api/admin/audit', query, filters);
export const getAuditActors = async () => (await apiClient.get<AuditActor[]>('/api/admin/audit/actors')).data;

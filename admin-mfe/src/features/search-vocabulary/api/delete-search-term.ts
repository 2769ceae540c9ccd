import { api } from 'shared-kernel';

/** DELETE /api/admin/search-terms/{id}?version=: takes a term out (audited), at the version read. */
export async function deleteSearchTerm(id: string, version: number) {
  await api.delete('/api/admin/search-terms/{id}', { params: { path: { id }, query: { version } } });
}

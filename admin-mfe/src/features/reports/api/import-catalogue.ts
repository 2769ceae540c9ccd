import { type AnswerOf, api } from 'shared-kernel';

export type ImportReport = AnswerOf<'/api/admin/catalogue/import', 'post'>;

/** POST /api/admin/catalogue/import: each row's result; `apply` makes the changes when none is refused. */
export async function importCatalogue(csv: string, apply: boolean): Promise<ImportReport> {
  const { data } = await api.post('/api/admin/catalogue/import', { body: { csv, apply } });
  return data;
}

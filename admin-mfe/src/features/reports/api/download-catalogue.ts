import { api } from 'shared-kernel';
import { save } from './reports-shared';

/** GET /api/admin/catalogue.csv, saved as catalogue.csv. */
export async function downloadCatalogue(): Promise<void> {
  const { data } = await api.getFile('/api/admin/catalogue.csv');
  save(data, 'catalogue.csv');
}

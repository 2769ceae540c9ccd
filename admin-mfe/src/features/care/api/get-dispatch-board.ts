import { api } from 'shared-kernel';
import { type DispatchBoard } from './care-shared';

export async function getDispatchBoard(): Promise<DispatchBoard> {
  const { data } = await api.get('/api/dispatch/board');
  return data;
}

import { api } from 'shared-kernel';
import { type SafetyHold } from './safety-types';

/** One held sale with every alert and its source, and the person's profile (the server logs this read). */
export async function getSafetyHold(id: string): Promise<SafetyHold> {
  const { data } = await api.get('/api/pharmacist/safety-holds/{id}', { params: { path: { id } } });
  return data;
}

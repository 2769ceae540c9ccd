import { publicApi } from 'shared-kernel';
import type { ExpectedWait } from './care-types';

/** When a pharmacist will answer a question sent now (anyone may ask). */
export async function getExpectedWait(): Promise<ExpectedWait> {
  const { data } = await publicApi.get('/api/pharmacist/expected-wait');
  return data;
}

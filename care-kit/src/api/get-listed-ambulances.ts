import { publicApi } from 'shared-kernel';
import type { ListedAmbulance } from './care-types';

/** The shop's listed ambulances (the directory), for the emergency banner. */
export async function getListedAmbulances(): Promise<ListedAmbulance[]> {
  const { data } = await publicApi.get('/api/ambulance/ambulances', { params: { query: { pageSize: 20 } } });
  return data;
}

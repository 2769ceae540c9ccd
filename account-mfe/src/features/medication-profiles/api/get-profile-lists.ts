import { api } from 'shared-kernel';
import { type ProfileLists } from './profiles-types';

/** The allergies (by ingredient and by class), conditions, relationships and limits a profile picks from. */
export async function getProfileLists(): Promise<ProfileLists> {
  const { data } = await api.get('/api/medication-profiles/lists');
  return data;
}

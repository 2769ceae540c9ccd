import { api } from 'shared-kernel';
import { type Consent } from './consents-types';

export async function getConsents(): Promise<Consent[]> {
  const { data } = await api.get('/api/account/consents');
  return data.items;
}

import { api, type BodyOf } from 'shared-kernel';
import { type Consent } from './consents-types';

export type GiveConsent = BodyOf<'/api/account/consents', 'post'>;

export async function giveConsent(body: GiveConsent): Promise<Consent[]> {
  const { data } = await api.post('/api/account/consents', { body });
  return data.items;
}

import { api } from 'shared-kernel';
import { type Consent } from './consents-types';

export async function withdrawConsent(consent: Pick<Consent, 'purpose' | 'channel'>): Promise<Consent[]> {
  const { data } = await api.post('/api/account/consents/withdraw', { body: { purpose: consent.purpose, channel: consent.channel } });
  return data.items;
}

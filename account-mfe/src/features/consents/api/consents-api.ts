import { api, type AnswerOf, type BodyOf } from 'shared-kernel';

export type Consent = AnswerOf<'/api/account/consents', 'get'>['items'][number];
export type GiveConsent = BodyOf<'/api/account/consents', 'post'>;

export async function getConsents(): Promise<Consent[]> {
  const { data } = await api.get('/api/account/consents');
  return data.items;
}

export async function giveConsent(body: GiveConsent): Promise<Consent[]> {
  const { data } = await api.post('/api/account/consents', { body });
  return data.items;
}

export async function withdrawConsent(consent: Pick<Consent, 'purpose' | 'channel'>): Promise<Consent[]> {
  const { data } = await api.post('/api/account/consents/withdraw', { body: { purpose: consent.purpose, channel: consent.channel } });
  return data.items;
}

import type { ConsentKey } from '../db/schema/notifications';

/** The version of the consent wording below; a change of wording is a new version. */
export const CONSENT_WORDING_VERSION = '2026-11-26';

/** What the shopper agrees to, word for word as the account page shows it. */
export const CONSENT_WORDING: Record<ConsentKey, { title: string; text: string; needsPhone: boolean }> = {
  'order-updates:sms': {
    title: 'Order updates by SMS',
    text: 'Send me a text when my order is received, checked, shipped or refunded. Texts never name a medicine. Reply STOP to end them.',
    needsPhone: true,
  },
  'order-updates:whatsapp': {
    title: 'Order updates on WhatsApp',
    text: 'Send me a WhatsApp message when my order is received, checked, shipped or refunded. Reply STOP to end them.',
    needsPhone: true,
  },
  'offers:email': {
    title: 'Offers by e-mail',
    text: 'E-mail me offers and health tips, at most once a week.',
    needsPhone: false,
  },
  'offers:sms': {
    title: 'Offers by SMS',
    text: 'Text me offers, at most twice a month. Reply STOP to end them.',
    needsPhone: true,
  },
  'health-data:prescriptions': {
    title: 'Using my prescriptions',
    text: 'Let the pharmacists keep and read the prescriptions I upload, to check and dispense my orders.',
    needsPhone: false,
  },
  'health-data:conversations': {
    title: 'Using my conversations with a pharmacist',
    text: 'Keep what I write to a pharmacist, and their answers, so they can advise me and follow up.',
    needsPhone: false,
  },
};

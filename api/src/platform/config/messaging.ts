// SMS (Termii-shaped API) and WhatsApp (Business Cloud API) providers, and the secret their webhooks are signed with.
import type { Config } from './types';
import { type Mode, parseUrl, type Problems } from './values';

/** The webhook secret the local messaging sandbox signs with (public, like the Paystack sandbox's key). */
export const MESSAGING_SANDBOX_SECRET = 'messaging_sandbox_local';
/** Outside production, the token Meta's webhook check must echo when WHATSAPP_VERIFY_TOKEN is unset (public). */
export const WHATSAPP_SANDBOX_VERIFY_TOKEN = 'whatsapp_verify_sandbox_local';
/** Outside production, the USSD callback's shared secret when USSD_SECRET is unset (public). */
export const USSD_SANDBOX_SECRET = 'ussd_sandbox_local';

/**
 * SMS_BASE_URL + SMS_API_KEY + SMS_SENDER_ID (Termii's API), WHATSAPP_BASE_URL + WHATSAPP_TOKEN +
 * WHATSAPP_PHONE_NUMBER_ID + WHATSAPP_VERIFY_TOKEN (WhatsApp Cloud API; the token answers Meta's webhook check and is
 * never the signing secret), MESSAGING_WEBHOOK_SECRET. Without a base URL that
 * channel is off: nothing is sent on it and notices go by e-mail only.
 */
export function readMessaging(env: NodeJS.ProcessEnv, { production }: Mode, problems: Problems): Config['messaging'] {
  const smsBaseUrl = parseUrl('SMS_BASE_URL', env.SMS_BASE_URL, ['http:', 'https:'], problems);
  const whatsappBaseUrl = parseUrl('WHATSAPP_BASE_URL', env.WHATSAPP_BASE_URL, ['http:', 'https:'], problems);
  const webhookSecret = env.MESSAGING_WEBHOOK_SECRET?.trim() || MESSAGING_SANDBOX_SECRET;
  if (production && (smsBaseUrl || whatsappBaseUrl) && webhookSecret === MESSAGING_SANDBOX_SECRET) {
    problems.push('MESSAGING_WEBHOOK_SECRET is required in production when SMS_BASE_URL or WHATSAPP_BASE_URL is set');
  }
  // Meta sends the verify token in the webhook check's URL (?hub.verify_token=…), so it lands in
  // access logs: it must never be the secret that signs the webhooks. Two secrets, never a default.
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN?.trim() || (production ? '' : WHATSAPP_SANDBOX_VERIFY_TOKEN);
  if (production && whatsappBaseUrl && !verifyToken) {
    problems.push(
      'WHATSAPP_VERIFY_TOKEN is required in production when WHATSAPP_BASE_URL is set (a token of its own: Meta sends it in a URL, so it must not be MESSAGING_WEBHOOK_SECRET)',
    );
  }
  if (whatsappBaseUrl && verifyToken === webhookSecret) {
    problems.push(
      'WHATSAPP_VERIFY_TOKEN must differ from MESSAGING_WEBHOOK_SECRET: Meta sends the verify token in a URL, where access logs keep it',
    );
  }
  // USSD: Africa's Talking signs no callback; a shared secret in the callback URL, and its addresses.
  const ussdSecret = env.USSD_SECRET?.trim() || (production ? '' : USSD_SANDBOX_SECRET);
  const ussd = ussdSecret
    ? {
        secret: ussdSecret,
        allowedIps: (env.USSD_ALLOWED_IPS ?? '')
          .split(',')
          .map((ip) => ip.trim())
          .filter(Boolean),
        pharmacistPhone: env.USSD_PHARMACIST_PHONE?.trim() || (production ? '' : '0700 000 0000 (fictional)'),
      }
    : null;
  if (production && ussd && !ussd.pharmacistPhone) problems.push('USSD_PHARMACIST_PHONE is required in production when USSD_SECRET is set');
  return {
    ussd,
    sms: smsBaseUrl
      ? { baseUrl: smsBaseUrl, apiKey: env.SMS_API_KEY?.trim() || 'sandbox', senderId: env.SMS_SENDER_ID?.trim() || 'ePharmacy' }
      : null,
    whatsapp: whatsappBaseUrl
      ? {
          baseUrl: whatsappBaseUrl,
          token: env.WHATSAPP_TOKEN?.trim() || 'sandbox',
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID?.trim() || '100000000000001',
          verifyToken,
        }
      : null,
    webhookSecret,
  };
}

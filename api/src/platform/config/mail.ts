// Where mail goes out and the store's own inbox.
import type { Config } from './types';
import { EMAIL_RE, type Mode, parseUrl, type Problems } from './values';

/** SMTP_URL (required in production; otherwise mail goes to the outbox folder), MAIL_FROM, STORE_INBOX. */
export function readMail(
  env: NodeJS.ProcessEnv,
  { production }: Mode,
  problems: Problems,
): Pick<Config, 'smtpUrl' | 'mailFrom' | 'storeInbox'> {
  const smtpUrl = parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems);
  const mailFrom = env.MAIL_FROM?.trim() || 'e-pharmacy <no-reply@e-pharmacy.ng>';
  const storeInbox = env.STORE_INBOX?.trim() || 'store@e-pharmacy.ng';
  if (!EMAIL_RE.test(storeInbox)) problems.push(`STORE_INBOX must be an email address (got "${storeInbox}")`);
  if (production && !smtpUrl)
    problems.push('SMTP_URL is required in production (mail is only written to the outbox folder in development)');
  return { smtpUrl, mailFrom, storeInbox };
}

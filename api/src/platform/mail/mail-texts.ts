import { Catalogues, type MessageValues } from '../lib/message-catalogues';

/**
 * The words of every mail to a shopper that is not an order mail (accounts, back in stock, recalls,
 * prescription approvals, lab results, refills) and of the mail layout, in each language:
 * ./texts/<locale>.json, one ICU message per key; a translator adds a file. Medicine names,
 * pharmacists' words and reasons given by a bank or a pharmacist stay as written. Order mails
 * have their own folder (orders/mail-texts), read by the same loader. Mails to staff stay English.
 */
export const MAIL_TEXTS = new Catalogues(new URL('./texts/', import.meta.url));

export type MailText = (key: string, values?: MessageValues) => string;

/** The mail texts in one shopper's language (English when none is known). */
export const mailTexts =
  (locale?: string | null): MailText =>
  (key, values) =>
    MAIL_TEXTS.format(locale, key, values);

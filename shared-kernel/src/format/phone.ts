/**
 * A Nigerian phone number as links a phone can follow: '+234 800 374 2797' or '0800 374 2797' →
 * international digits '2348003742797'.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

/** A link that dials the number. */
export const telHref = (phone: string): string => `tel:+${phoneDigits(phone)}`;

/** A link that opens a WhatsApp chat with the number (wa.me), optionally with a first message. */
export const whatsAppHref = (phone: string, text?: string): string =>
  `https://wa.me/${phoneDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

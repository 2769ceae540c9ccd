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

/**
 * A Nigerian mobile number as the API accepts it for a rider (0803 123 4567, +234 803 123 4567,
 * 2348031234567; spaces, dashes, dots, brackets allowed): answers +2348031234567, or null.
 */
export function nigerianMobile(input: string): string | null {
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(input.replace(/[\s\-().]/g, ''));
  return match ? `+234${match[1]}` : null;
}

/** +2348031234567 as Nigerians write it: 0803 123 4567. */
export function localPhone(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : e164;
}

// How many SMS segments a text costs: GSM 03.38 (7-bit) when every character is in its alphabet,
// otherwise UCS-2. One GSM-7 message holds 160 septets, each part of a longer one 153 (the rest is
// the concatenation header); an extension-table character (€ [ ] { } \ ~ ^ |, form feed) takes two
// septets and is never split across parts. UCS-2: 70 code units alone, 67 per part; a character
// outside the Basic Multilingual Plane (most emoji) takes two and is never split either.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set([...GSM7_BASIC]);
const extension = new Set([...GSM7_EXTENSION]);

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsSegments = { encoding: SmsEncoding; units: number; segments: number; perSegment: number };

/** Greedy packing of characters (each of a given width) into parts of `size` units, never splitting one. */
function pack(widths: number[], size: number): number {
  let parts = 1;
  let used = 0;
  for (const w of widths) {
    if (used + w > size) {
      parts += 1;
      used = 0;
    }
    used += w;
  }
  return parts;
}

export function smsSegments(text: string): SmsSegments {
  const chars = [...text];
  const gsm = chars.every((c) => basic.has(c) || extension.has(c));
  if (gsm) {
    const widths = chars.map((c) => (extension.has(c) ? 2 : 1));
    const units = widths.reduce((a, b) => a + b, 0);
    if (units <= 160) return { encoding: 'GSM-7', units, segments: units === 0 ? 0 : 1, perSegment: 160 };
    return { encoding: 'GSM-7', units, segments: pack(widths, 153), perSegment: 153 };
  }
  const widths = chars.map((c) => (c.length === 2 ? 2 : 1));
  const units = widths.reduce((a, b) => a + b, 0);
  if (units <= 70) return { encoding: 'UCS-2', units, segments: 1, perSegment: 70 };
  return { encoding: 'UCS-2', units, segments: pack(widths, 67), perSegment: 67 };
}

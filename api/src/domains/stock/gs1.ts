/**
 * GS1 element strings as printed under a pack's DataMatrix or typed by hand, e.g.
 * `(01)06151100012345(17)270531(10)AB1234`, or as a scanner sends them (no brackets, variable-length
 * fields ended by the group separator, ASCII 29). Only the fields a pharmacy receives by are read:
 * (01) GTIN, (17) expiry date, (10) batch/lot; (11) production date and (21) serial are accepted
 * and skipped. Anything else is refused rather than guessed.
 */

export type Gs1Fields = { gtin: string; expiryDate: string; lotNumber: string };
export type Gs1Result = { ok: true; fields: Gs1Fields } | { ok: false; field: string; message: string };

const GROUP_SEPARATOR = '\u001d';
/** Fixed-length AIs (their data length) and variable-length ones (their maximum). */
const FIXED: Record<string, number> = { '01': 14, '11': 6, '17': 6 };
const VARIABLE: Record<string, number> = { '10': 20, '21': 20 };

/** GS1 check digit of the digits before it (weights 3,1,3,… from the right). */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 with a right check digit, answered as GTIN-14 (zero-padded); null when it is not one. */
export function normalizeGtin(value: string): string | null {
  const digits = value.trim();
  if (!/^\d+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length)) return null;
  const gtin = digits.padStart(14, '0');
  return gs1CheckDigit(gtin.slice(0, 13)) === Number(gtin[13]) ? gtin : null;
}

/**
 * GS1 dates are YYMMDD; day 00 means the month's last day. Answers YYYY-MM-DD or null when not a
 * calendar date. The century follows GS1's rule: within 49 years ahead of `today`, else the past.
 */
export function gs1Date(value: string, today: Date = new Date()): string | null {
  if (!/^\d{6}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  let day = Number(value.slice(4, 6));
  const thisYear = today.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const diff = yy - (thisYear % 100);
  const year = diff >= 51 ? century - 100 + yy : diff <= -50 ? century + 100 + yy : century + yy;
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Splits and checks an element string; every problem is named by the field it is in. */
export function parseGs1(input: string, today: Date = new Date()): Gs1Result {
  const text = input.trim();
  if (!text) return { ok: false, field: 'gs1', message: 'Paste or scan the GS1 code from the pack.' };
  const values = new Map<string, string>();
  if (text.startsWith('(')) {
    const pattern = /\((\d{2,4})\)([^(]*)/gy;
    let match: RegExpExecArray | null;
    let consumed = 0;
    while ((match = pattern.exec(text)) !== null) {
      values.set(match[1], match[2].replace(GROUP_SEPARATOR, '').trim());
      consumed = pattern.lastIndex;
    }
    if (consumed !== text.length) return { ok: false, field: 'gs1', message: 'This is not a GS1 code: write it as (01)…(17)…(10)….' };
  } else {
    let rest = text.replace(/^\]d2|^\]C1|^\]Q3/, '');
    while (rest.length) {
      const ai = rest.slice(0, 2);
      if (FIXED[ai] !== undefined) {
        values.set(ai, rest.slice(2, 2 + FIXED[ai]));
        rest = rest.slice(2 + FIXED[ai]).replace(new RegExp(`^${GROUP_SEPARATOR}`), '');
      } else if (VARIABLE[ai] !== undefined) {
        const end = rest.indexOf(GROUP_SEPARATOR, 2);
        values.set(ai, end === -1 ? rest.slice(2) : rest.slice(2, end));
        rest = end === -1 ? '' : rest.slice(end + 1);
      } else {
        return { ok: false, field: 'gs1', message: `The GS1 code holds an application identifier (${ai}) the pharmacy does not read.` };
      }
    }
  }
  for (const ai of values.keys()) {
    if (FIXED[ai] === undefined && VARIABLE[ai] === undefined) {
      return { ok: false, field: 'gs1', message: `The GS1 code holds an application identifier (${ai}) the pharmacy does not read.` };
    }
  }
  const rawGtin = values.get('01');
  if (!rawGtin) return { ok: false, field: 'gtin', message: 'The GS1 code has no GTIN (01).' };
  if (!/^\d{14}$/.test(rawGtin)) return { ok: false, field: 'gtin', message: 'The GTIN (01) must be 14 digits.' };
  const gtin = normalizeGtin(rawGtin);
  if (!gtin) return { ok: false, field: 'gtin', message: `The GTIN ${rawGtin} has a wrong check digit: check the code.` };
  const rawExpiry = values.get('17');
  if (!rawExpiry) return { ok: false, field: 'expiryDate', message: 'The GS1 code has no expiry date (17).' };
  const expiryDate = gs1Date(rawExpiry, today);
  if (!expiryDate) return { ok: false, field: 'expiryDate', message: `The expiry date (17) ${rawExpiry} is not a date (YYMMDD).` };
  if (values.has('11') && !gs1Date(values.get('11')!, today)) {
    return { ok: false, field: 'gs1', message: `The production date (11) ${values.get('11')} is not a date (YYMMDD).` };
  }
  const lotNumber = values.get('10')?.trim() ?? '';
  if (!lotNumber) return { ok: false, field: 'lotNumber', message: 'The GS1 code has no batch number (10).' };
  if (!/^[\x21-\x7e]{1,20}$/.test(lotNumber))
    return { ok: false, field: 'lotNumber', message: 'The batch number (10) must be 1 to 20 printable characters.' };
  return { ok: true, fields: { gtin, expiryDate, lotNumber } };
}

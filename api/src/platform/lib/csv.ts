import { Readable } from 'node:stream';

export type { Span } from '../db/keyset';

/** A plain number (a negative stock movement, a refund's -12.50): a spreadsheet reads it as that number and runs nothing. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Whether a spreadsheet would take the text for a formula: it starts with = + - @, a tab or a
 * carriage return (`-2+3+cmd|' /C calc'!A0` as much as `=HYPERLINK(…)`), and is not a plain number.
 */
const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text);

/**
 * A CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as
 * a formula is defused with a leading apostrophe (plain numbers, negative ones too, stay numbers).
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A moment as a person reads it in a spreadsheet: dd/mm/yyyy HH:mm in Lagos time (WAT, UTC+1 all year). */
export function csvLagosTime(at: string | Date | null | undefined): string {
  if (at === null || at === undefined) return '';
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  const lagos = new Date(time + 3_600_000).toISOString();
  return `${lagos.slice(8, 10)}/${lagos.slice(5, 7)}/${lagos.slice(0, 4)} ${lagos.slice(11, 16)}`;
}

/** Kobo as naira with two decimals, as the screens show money. */
export const csvNaira = (kobo: unknown) => (Number(kobo) / 100).toFixed(2);

/** A CSV line (CRLF-terminated, as RFC 4180 and spreadsheets expect). */
export const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * A report streamed as CSV: the header, then each batch's lines as it is read. A batch source that
 * reads by keyset (a repository's, through platform/db/keyset.ts) keeps memory constant whatever the span.
 */
export function csvStream<R>(header: string[], batches: AsyncIterable<R[]>, line: (row: R) => unknown[]): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) chunk += csvLine(line(row));
      if (chunk) yield chunk;
    }
  }
  return Readable.from(lines());
}

/**
 * The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks;
 * CRLF or LF between records; a byte-order mark is skipped). Blank lines are left out. A field that
 * csvField defused for spreadsheets ('=…) reads back as written.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endField = () => {
    record.push(undefuse(field));
    field = '';
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') endField();
    else if (ch === '\r' && src[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (ch === '\n' || ch === '\r') endRecord();
    else field += ch;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** csvField's defusing undone: an apostrophe before what csvField would defuse reads as the text written. */
const undefuse = (text: string) => (text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text);

import zlib from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines } from '../../src/platform/db/schema/index';
import { addMonths, lagosToday } from '../../src/domains/prescriptions/prescription-dates';
import { giveHealthConsent } from '../helpers/consents';
import type { TestUser } from '../helpers/users';

export const today = () => lagosToday();
export const monthsAgo = (months: number) => addMonths(lagosToday(), -months);

export type PdfFilter = 'FlateDecode' | 'ASCIIHexDecode';

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>';

/** Bytes encoded so that decoding with `filters`, in their order, gives `data` back. */
function encode(data: Buffer, filters: readonly PdfFilter[]): Buffer {
  return [...filters]
    .reverse()
    .reduce((bytes, filter) => (filter === 'FlateDecode' ? zlib.deflateSync(bytes) : Buffer.from(`${bytes.toString('hex')}>`)), data);
}

/**
 * A PDF (1.5) whose `hidden` objects (number -> dictionary) sit in an object stream encoded with
 * `filters`, the rest in clear; object 1 is the catalogue, 2 the page tree, 3 the page (each
 * defined once: a hidden object replaces the plain one of its number).
 */
export function pdfWithObjectStream(
  hidden: Record<number, string>,
  filters: readonly PdfFilter[],
  plain: Record<number, string> = {},
): Buffer {
  const numbers = Object.keys(hidden).map(Number);
  // Each object defined once: a hidden one is left out of the plain objects (a PDF defining one twice is refused).
  const objects: Record<number, string> = Object.fromEntries(
    Object.entries({ 2: PAGES, 3: PAGE, ...plain }).filter(([n]) => !numbers.includes(Number(n))),
  );
  let offset = 0;
  const header: string[] = [];
  const bodies: string[] = [];
  for (const number of numbers) {
    header.push(`${number} ${offset}`);
    bodies.push(hidden[number]);
    offset += Buffer.byteLength(hidden[number]) + 1;
  }
  const head = `${header.join(' ')}\n`;
  const stream = encode(Buffer.from(head + bodies.join('\n')), filters);
  const filter = filters.length === 1 ? `/${filters[0]}` : `[${filters.map((f) => `/${f}`).join(' ')}]`;
  const text = ['%PDF-1.5', ...Object.entries(objects).map(([n, body]) => `${n} 0 obj ${body} endobj`)].join('\n');
  return Buffer.concat([
    Buffer.from(
      `${text}\n9 0 obj << /Type /ObjStm /N ${numbers.length} /First ${Buffer.byteLength(head)} /Filter ${filter} /Length ${stream.length} >>\nstream\n`,
    ),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/**
 * A one-page PDF with only a page and text; `extra` goes into the catalogue dictionary, and the
 * objects in `streamText` ("5 0 obj … endobj") into a Flate-compressed object stream.
 */
export function pdf(extra = '', streamText = ''): Buffer {
  const catalog = `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
  if (streamText) {
    const hidden = Object.fromEntries([...streamText.matchAll(/(\d+) 0 obj ([\s\S]*?) endobj/g)].map((m) => [Number(m[1]), m[2]] as const));
    return pdfWithObjectStream(hidden, ['FlateDecode'], { 1: catalog });
  }
  const body = ['%PDF-1.7', `1 0 obj ${catalog} endobj`, `2 0 obj ${PAGES} endobj`, `3 0 obj ${PAGE} endobj`].join('\n');
  return Buffer.from(`${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A landscape 60x20 JPEG whose EXIF says "rotate 90°" (a phone held upright): shown upright it is 20x60. */
export async function sidewaysPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 20, channels: 3, background: '#d0e0f0' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Camera 1' } } })
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 30, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/**
 * Uploads over HTTP as a browser's form would, the shopper having given their consent to keeping
 * prescriptions first (`consent: false` uploads without giving it).
 */
export async function upload(
  apiUrl: string,
  user: TestUser | null,
  file: { bytes: Buffer; name: string; type?: string },
  fields: { prescriberName?: string; writtenOn?: string; notes?: string } = {},
  { consent = true }: { consent?: boolean } = {},
) {
  if (user && consent) await giveHealthConsent(apiUrl, user, 'prescriptions');
  const form = new FormData();
  form.set('prescriberName', fields.prescriberName ?? 'Dr. Ngozi Eze');
  form.set('writtenOn', fields.writtenOn ?? today());
  if (fields.notes !== undefined) form.set('notes', fields.notes);
  form.set('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(`${apiUrl}/api/prescriptions`, { method: 'POST', headers: user ? user.headers : {}, body: form });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export async function makePrescriptionOnly(app: FastifyInstance, id: string) {
  await app.db.update(medicines).set({ medicineClass: 'pom' }).where(eq(medicines.id, id));
}

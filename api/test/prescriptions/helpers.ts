import zlib from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines } from '../../src/db/schema/index';
import { addMonths, lagosToday } from '../../src/prescriptions/prescription-dates';
import type { TestUser } from '../helpers/users';

export const today = () => lagosToday();
export const monthsAgo = (months: number) => addMonths(lagosToday(), -months);

/** A one-page PDF with only a page and text; `extra` goes into the catalogue dictionary. */
export function pdf(extra = '', streamText = ''): Buffer {
  const body = [
    '%PDF-1.7',
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj',
  ].join('\n');
  const stream = streamText ? zlib.deflateSync(Buffer.from(streamText)) : null;
  return Buffer.concat([
    Buffer.from(`${body}\n`),
    ...(stream
      ? [
          Buffer.from(`4 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`),
          stream,
          Buffer.from('\nendstream\nendobj\n'),
        ]
      : []),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
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

/** Uploads over HTTP as a browser's form would. */
export async function upload(
  apiUrl: string,
  user: TestUser | null,
  file: { bytes: Buffer; name: string; type?: string },
  fields: { prescriberName?: string; writtenOn?: string; notes?: string } = {},
) {
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

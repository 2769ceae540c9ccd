import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export const NEW_ID = '00000000-0000-0000-0000-000000000000';

/** A real picture of the given format, drawn by sharp (a gradient-free solid colour with a stripe). */
export async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff', width = 1000, height = 700): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } }).composite([
    {
      input: { create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: { r: 250, g: 250, b: 250 } } },
      left: 0,
      top: 0,
    },
  ]);
  return base.toFormat(format).toBuffer();
}

export type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body as a browser would send it, for app.inject. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----epharmacy${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadImage(
  app: FastifyInstance,
  headers: Record<string, string>,
  data: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipartBody([{ name: 'file', filename, contentType, data }]);
  return app.inject({ method: 'POST', url: '/api/medicine/uploadImage', headers: { ...headers, ...body.headers }, payload: body.payload });
}

export async function addCategory(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/medicine/addCategory',
    headers,
    payload: { medicineCategoryId: NEW_ID, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`addCategory failed: ${res.statusCode} ${res.body}`);
  return res.json() as { medicineCategoryId: string; name: string; imageUrl: string | null };
}

export async function addMedicine(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/medicine/add-medicine',
    headers,
    // A class and a NAFDAC number, as every medicine on sale has (issue 30: without them it is refused or hidden).
    payload: {
      id: NEW_ID,
      description: '',
      dosage: '',
      sideEffects: '',
      isFeatured: false,
      stockQuantity: 100,
      medicineClass: 'otc',
      nafdacNumber: 'A4-0001',
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`addMedicine failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; name: string; price: number; categoryId: string; imageUrl: string | null };
}

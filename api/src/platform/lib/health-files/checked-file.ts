/** Health files (prescriptions, lab results) checked by their content before the private file store keeps them. */
import sharp from 'sharp';
import type { PrescriptionContentType } from '../../db/schema/index';
import { HttpError, withCode } from '../http-errors';
import { inspectPdf } from './pdf-safety';

/** Largest prescription file accepted, in bytes (a phone photo or a scanned PDF). */
export const MAX_PRESCRIPTION_BYTES = 10 * 1024 * 1024;
/** Photos are kept at most this many pixels on their longer side: still sharp enough to read a prescriber's hand. */
const MAX_SIDE = 3000;
const MAX_INPUT_PIXELS = 60_000_000;

export type CheckedFile = { bytes: Buffer; contentType: PrescriptionContentType; extension: 'jpg' | 'png' | 'pdf' };

const wrongType = () =>
  withCode(
    new HttpError(400, 'The file is not a prescription we can accept. Upload a photo (JPEG or PNG) or a PDF.', [
      { field: 'file', message: 'Only JPEG, PNG or PDF files, judged by their content.' },
    ]),
    'prescription-file-type',
  );

export const prescriptionTooLarge = () =>
  withCode(
    new HttpError(413, `The file is too large. The limit is ${MAX_PRESCRIPTION_BYTES / (1024 * 1024)} MB.`, [
      { field: 'file', message: `At most ${MAX_PRESCRIPTION_BYTES / (1024 * 1024)} MB.` },
    ]),
    'prescription-file-too-large',
  );

/** What the first bytes say the file is (magic numbers), whatever its name or declared type. */
export function sniffPrescription(bytes: Buffer): PrescriptionContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 8 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * The uploaded file checked by its content and made safe to keep and show: a photo is turned the
 * right way up (its EXIF orientation applied) and re-encoded without its metadata (no GPS, no
 * camera serial), at most 3000 px on its longer side; a PDF is read with a PDF parser and kept as
 * sent, and refused when it carries scripts, actions, links, embedded files or forms, is encrypted,
 * or cannot be read (pdf-safety.ts).
 */
export async function checkPrescriptionFile(bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length === 0)
    throw withCode(new HttpError(400, 'The file is empty.', [{ field: 'file', message: 'The file is empty.' }]), 'prescription-file-type');
  if (bytes.length > MAX_PRESCRIPTION_BYTES) throw prescriptionTooLarge();
  const type = sniffPrescription(bytes);
  if (!type) throw wrongType();
  if (type === 'application/pdf') {
    if (!bytes.toString('latin1', Math.max(0, bytes.length - 1024)).includes('%%EOF')) throw wrongType();
    const verdict = await inspectPdf(bytes);
    if (!verdict.ok && verdict.reason === 'active') {
      throw withCode(
        new HttpError(
          400,
          'This PDF contains scripts, actions, links or attached files, which we do not accept for safety. Upload a photo of the prescription, or print it to a new PDF.',
          [{ field: 'file', message: `The PDF carries ${verdict.detail}.` }],
        ),
        'prescription-pdf-active-content',
      );
    }
    if (!verdict.ok) {
      throw withCode(
        new HttpError(
          400,
          verdict.reason === 'encrypted'
            ? 'This PDF is encrypted, so we cannot check it is safe. Upload a photo of the prescription, or print it to a new PDF.'
            : verdict.reason === 'ambiguous'
              ? 'This PDF was changed after it was made (some of its parts are defined twice), so we cannot tell what a viewer would show. Upload a photo of the prescription, or print it to a new PDF.'
              : 'This PDF could not be read. Upload a photo of the prescription, or print it to a new PDF.',
          [{ field: 'file', message: `The PDF has ${verdict.detail}.` }],
        ),
        'prescription-pdf-unreadable',
      );
    }
    return { bytes, contentType: type, extension: 'pdf' };
  }
  const out = await reencodePhoto(bytes, type);
  if (!out) throw wrongType();
  return { bytes: out, contentType: type, extension: type === 'image/jpeg' ? 'jpg' : 'png' };
}

/**
 * A photo made safe to keep: turned the right way up (its EXIF orientation applied) and re-encoded
 * without its metadata (no GPS, no camera serial), at most 3000 px on its longer side. null when
 * it cannot be read as the image its first bytes claim.
 */
export async function reencodePhoto(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer | null> {
  let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  image = type === 'image/jpeg' ? image.jpeg({ quality: 88, mozjpeg: true }) : image.png({ compressionLevel: 9 });
  try {
    return await image.toBuffer();
  } catch {
    return null;
  }
}

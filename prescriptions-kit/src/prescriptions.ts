import { api, type Prescription, type PrescriptionAccess } from 'shared-kernel';
import { prescriptionMessages } from './i18n';

const t = prescriptionMessages.t;

/** What the shop takes: a photo (JPEG, PNG) or a PDF, up to 10 MB. The server checks the content again. */
export const PRESCRIPTION_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
/** For the file input's `accept`. */
export const PRESCRIPTION_ACCEPT = PRESCRIPTION_TYPES.join(',');

export interface PrescriptionUpload {
  file: File;
  prescriberName: string;
  /** YYYY-MM-DD */
  writtenOn: string;
  notes?: string;
}

/** A clear message for a file the shop will not take, before it is sent; null when it looks fine. */
export function prescriptionFileProblem(file: File | null | undefined): string | null {
  if (!file) return t('file.missing');
  const byName = /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!(PRESCRIPTION_TYPES as readonly string[]).includes(file.type) && !(file.type === '' && byName)) return t('file.type');
  if (file.size === 0) return t('file.empty');
  if (file.size > PRESCRIPTION_MAX_BYTES) return t('file.tooLarge');
  return null;
}

/** The date six months before a day (YYYY-MM-DD), the oldest date written the shop accepts. */
export function oldestUsableWrittenOn(today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 6, today.getDate()));
  return d.toISOString().slice(0, 10);
}

export async function getPrescriptions(): Promise<Prescription[]> {
  const { data } = await api.get('/api/prescriptions');
  return data.items;
}

/** POST /api/prescriptions (multipart): the file and the prescriber's name, date written and notes. */
export async function uploadPrescription(upload: PrescriptionUpload): Promise<Prescription> {
  const body = new FormData();
  body.append('prescriberName', upload.prescriberName.trim());
  body.append('writtenOn', upload.writtenOn);
  if (upload.notes?.trim()) body.append('notes', upload.notes.trim());
  body.append('file', upload.file, upload.file.name);
  const { data } = await api.post('/api/prescriptions', { body });
  return data;
}

export async function deletePrescription(id: string): Promise<void> {
  await api.delete('/api/prescriptions/{id}', { params: { path: { id } } });
}

/** The file itself, fetched with the session's token (never a public URL), as a Blob. */
export async function getPrescriptionFile(id: string): Promise<Blob> {
  const { data } = await api.getFile('/api/prescriptions/{id}/file', { params: { path: { id } } });
  return data;
}

export async function getPrescriptionAccessLog(id: string): Promise<PrescriptionAccess[]> {
  const { data } = await api.get('/api/prescriptions/{id}/access-log', { params: { path: { id } } });
  return data.items;
}

const PRESCRIPTION_ERROR_CODES = [
  'prescription-file-type',
  'prescription-pdf-active-content',
  'prescription-expired',
  'prescription-required',
  'prescription-invalid',
  'prescription-in-use',
] as const;

/** The shopper's words for the API's prescription refusals, in the current language; undefined for others. */
export const PRESCRIPTION_ERROR_TEXT: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(PRESCRIPTION_ERROR_CODES.map((code) => [code, { enumerable: true, get: () => t(`error.${code}`) }])),
);

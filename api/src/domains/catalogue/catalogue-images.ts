import { imageTooLarge, type ImageStore, MAX_IMAGE_BYTES, storedImageName } from '../../platform/images/image-store';
import { fieldError, HttpError } from '../../platform/lib/http-errors';

/** A medicine's or category's picture as an edit gives it: uploaded data, or a URL. */

function decodeImageData(data: string): Buffer {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,/i.exec(data);
  const base64 = (match ? data.slice(match[0].length) : data).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw fieldError('imageData', 'imageData must be base64 (a JPEG, PNG or WebP picture).');
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 3) throw imageTooLarge();
  return Buffer.from(base64, 'base64');
}

/** `imageData` (base64) is stored like an upload; otherwise `imageUrl` must be ours and exist, or http(s). */
export async function resolveImage(
  images: ImageStore,
  input: { imageUrl?: string | null; imageData?: string | null },
  label: string,
): Promise<string | null> {
  if (input.imageData && input.imageData.trim()) {
    const buffer = decodeImageData(input.imageData);
    try {
      return (await images.store(buffer, label)).url;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 415) {
        throw new HttpError(415, err.message, [{ field: 'imageData', message: 'not a JPEG, PNG or WebP image' }]);
      }
      throw err;
    }
  }
  const url = input.imageUrl?.trim();
  if (!url) return null;
  if (storedImageName(url)) {
    if (!(await images.has(url))) throw fieldError('imageUrl', 'imageUrl names an image that was never uploaded.');
    return url;
  }
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) {
    try {
      return new URL(url).toString();
    } catch {
      // falls through to the error below
    }
  }
  throw fieldError('imageUrl', 'imageUrl must be a URL from the image upload or an http(s) address.');
}

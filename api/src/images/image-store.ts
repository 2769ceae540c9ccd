import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../lib/http-errors';

export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width whose URL is stored as `imageUrl`; the others share its name with another width. */
export const DEFAULT_WIDTH: ImageWidth = 400;

export const IMAGE_FILE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*-(?:200|400|800)\\.webp$';
const FILE_RE = new RegExp(IMAGE_FILE_PATTERN);
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'svg']);
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { url: string; urls: Record<ImageWidth, string>; name: string };

export const imageUrl = (name: string, width: ImageWidth = DEFAULT_WIDTH) => `/api/images/${name}-${width}.webp`;

function slugify(text: string) {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image'
  );
}

/**
 * Images kept under DATA_DIR/uploads as WebP at 200, 400 and 800 pixels wide, under names the
 * server makes (a slug and a content hash, so a URL never changes meaning and can be cached forever).
 */
export class ImageStore {
  constructor(readonly dir: string) {}

  /**
   * Checks that the bytes are an image (by content, not by name or declared type), then stores
   * its variants. Throws 415 for something that is not an image.
   */
  async store(input: Buffer, label = 'upload', options: { allowSvg?: boolean } = {}): Promise<StoredImage> {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch {
      throw new HttpError(415, 'The file is not an image we can read (use JPEG, PNG or WebP).', [{ field: 'file', message: 'not an image' }]);
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'svg' && !options.allowSvg)) {
      throw new HttpError(415, 'The file is not an image we can read (use JPEG, PNG or WebP).', [{ field: 'file', message: 'unsupported image type' }]);
    }
    const hash = crypto.createHash('sha256').update(input).digest('hex').slice(0, 12);
    const name = `${slugify(label)}-${hash}`;
    await fs.mkdir(this.dir, { recursive: true });
    // Vector input is rasterized once (at the largest width), not once per width.
    const source =
      metadata.format === 'svg'
        ? await sharp(input).resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] }).png({ compressionLevel: 0 }).toBuffer()
        : input;
    const urls = {} as Record<ImageWidth, string>;
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(this.dir, `${name}-${width}.webp`);
      urls[width] = imageUrl(name, width);
      try {
        await fs.access(file);
        continue; // same content, already stored
      } catch {}
      const data = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: false })
        .webp({ quality: 80 })
        .toBuffer();
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    }
    return { url: urls[DEFAULT_WIDTH], urls, name };
  }

  /** The path of a stored file, or null if the name is not one we make. */
  pathOf(fileName: string): string | null {
    return FILE_RE.test(fileName) ? path.join(this.dir, fileName) : null;
  }
}

import crypto from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../lib/http-errors';
import type { ObjectStore, StoredObject } from '../lib/object-store';

export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width whose URL is stored as `imageUrl`; the others share its name with another width. */
export const DEFAULT_WIDTH: ImageWidth = 400;
/** Largest upload (or decoded `imageData`) accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_FILE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*-(?:200|400|800)\\.webp$';
const FILE_RE = new RegExp(IMAGE_FILE_PATTERN);
const URL_RE = /^\/api\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)-(200|400|800)\.webp$/;
/** What callers may upload. The seed (trusted) may also pass SVG it drew itself. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { url: string; urls: Record<ImageWidth, string>; srcSet: string; name: string };

export const imageUrl = (name: string, width: ImageWidth = DEFAULT_WIDTH) => `/api/images/${name}-${width}.webp`;

/** For an image this server stored, `srcset` text covering every width; null for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | null {
  const match = url ? URL_RE.exec(url) : null;
  if (!match) return null;
  return IMAGE_WIDTHS.map((width) => `${imageUrl(match[1], width)} ${width}w`).join(', ');
}

/** The stored image's name when `url` is one of ours (`/api/images/<name>-<width>.webp`). */
export function storedImageName(url: string): string | null {
  return URL_RE.exec(url)?.[1] ?? null;
}

/** The image format the first bytes announce (magic numbers), whatever the file is called. */
export function sniffImageFormat(input: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input.length >= 12 && input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

function slugify(text: string) {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/g, '') || 'image'
  );
}

const notAnImage = (message: string) =>
  new HttpError(415, 'The file is not an image we accept. Upload a JPEG, PNG or WebP picture.', [{ field: 'file', message }]);

export const imageTooLarge = () =>
  new HttpError(413, `The image is too large. The limit is ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`, [
    { field: 'file', message: `at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB` },
  ]);

/**
 * Images kept as WebP at 200, 400 and 800 pixels wide, under names the server makes (a slug and a
 * content hash, so a URL never changes meaning and can be cached forever), in an object store:
 * DATA_DIR/uploads by default, an S3-compatible bucket when configured (shared by API machines).
 */
export class ImageStore {
  constructor(readonly files: ObjectStore) {}

  /**
   * Checks that the bytes are a JPEG, PNG or WebP picture (by content: magic bytes and a full
   * decode of the header, never by name or declared type) of at most 5 MB, then stores its
   * variants. Throws 413 when too large and 415 for anything else.
   */
  async store(input: Buffer, label = 'upload', options: { allowSvg?: boolean } = {}): Promise<StoredImage> {
    if (input.length > MAX_IMAGE_BYTES) throw imageTooLarge();
    if (input.length === 0) throw notAnImage('the file is empty');
    const sniffed = sniffImageFormat(input);
    const svg = options.allowSvg && !sniffed && /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(input.toString('utf8', 0, 256));
    if (!sniffed && !svg) throw notAnImage('not a JPEG, PNG or WebP image');
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch {
      throw notAnImage('the image cannot be read');
    }
    const expected = svg ? 'svg' : sniffed;
    if (metadata.format !== expected || (!svg && !UPLOAD_FORMATS.has(metadata.format))) throw notAnImage('not a JPEG, PNG or WebP image');
    if (!metadata.width || !metadata.height) throw notAnImage('the image has no size');

    const hash = crypto.createHash('sha256').update(input).digest('hex').slice(0, 12);
    const name = `${slugify(label)}-${hash}`;
    // Vector input is rasterized once (at the largest width), not once per width.
    const source =
      metadata.format === 'svg'
        ? await sharp(input)
            .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] })
            .png({ compressionLevel: 0 })
            .toBuffer()
        : input;
    const urls = {} as Record<ImageWidth, string>;
    for (const width of IMAGE_WIDTHS) {
      const key = `${name}-${width}.webp`;
      urls[width] = imageUrl(name, width);
      if (await this.files.exists(key)) continue; // same content, already stored
      let data: Buffer;
      try {
        data = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: false })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw notAnImage('the image cannot be decoded');
      }
      await this.files.put(key, data, 'image/webp');
    }
    return { url: urls[DEFAULT_WIDTH], urls, srcSet: imageSrcSet(urls[DEFAULT_WIDTH])!, name };
  }

  /** Whether an image URL of ours names files that exist. */
  async has(url: string): Promise<boolean> {
    const name = storedImageName(url);
    return name ? this.files.exists(`${name}-${DEFAULT_WIDTH}.webp`) : false;
  }

  /** A stored file by its name (`<name>-<width>.webp`), or null if the name is not one we make or there is none. */
  async open(fileName: string): Promise<StoredObject | null> {
    return FILE_RE.test(fileName) ? this.files.get(fileName) : null;
  }

  /** Copies one stored image (every width) from another store, as the seed does from its render cache. */
  async copyFrom(other: ImageStore, name: string): Promise<void> {
    for (const width of IMAGE_WIDTHS) {
      const key = `${name}-${width}.webp`;
      if (await this.files.exists(key)) continue;
      const found = await other.files.get(key);
      if (!found) throw new Error(`the seed image ${key} is missing from ${other.files.description}`);
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      await this.files.put(key, Buffer.concat(chunks), 'image/webp');
    }
  }
}

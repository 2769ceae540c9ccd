/** The widths the API serves each stored image at (`/api/images/<name>-<width>.webp`). */
export const IMAGE_WIDTHS = [200, 400, 800] as const;

const STORED_IMAGE = /^(.*\/api\/images\/[^/?#]+)-(200|400|800)\.webp$/;

/** srcset text for an image the API stored, from its URL; undefined for any other URL. */
export function srcSetFor(imageUrl: string | null | undefined, given?: string | null): string | undefined {
  if (given) return given;
  const match = imageUrl ? STORED_IMAGE.exec(imageUrl) : null;
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

/** The srcset the API sent with an entity (imageSrcSet), if any. */
export function sentSrcSet(entity: object): string | null {
  const value = (entity as { imageSrcSet?: unknown }).imageSrcSet;
  return typeof value === 'string' && value ? value : null;
}

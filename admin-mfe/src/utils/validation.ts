/** `*Name is required` when the text is empty or only spaces, else nothing. */
export function required(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `*${label} is required`;
}

/** A naira price: more than 0, at most two decimals. */
export function priceError(text: string): string | undefined {
  const value = text.trim();
  if (!value) return '*Price is required';
  if (!/^\d+(\.\d+)?$/.test(value)) return 'Price must be a number, for example 2500 or 1250.50';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'Price can have at most two decimals';
  if (Number(value) <= 0) return 'Price must be more than 0';
  return undefined;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks a chosen picture before it is uploaded (the server checks its content again). */
export function imageFileError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be at most 5 MB.';
  return undefined;
}

/** An image URL: empty, a path on this site, or http(s). */
export function imageUrlError(text: string): string | undefined {
  const value = text.trim();
  if (!value || value.startsWith('/')) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'Enter an http(s) image URL';
  } catch {
    return 'Enter a valid image URL, for example https://example.com/picture.jpg';
  }
}

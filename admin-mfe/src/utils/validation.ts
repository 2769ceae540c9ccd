/** `*Name is required` when the text is empty or only spaces, else nothing. */
export function required(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `*${label} is required`;
}

/**
 * Money as admins type it: "2800", "2,800", "₦2,800.50", "N 2,800" or "NGN2800". Returns the plain
 * number text ("2800.50"), or null when it is not an amount (commas must group thousands: "2,80" is
 * not one). The API checks the number again.
 */
export function plainNaira(text: string): string | null {
  const value = text
    .trim()
    .replace(/^(?:₦|NGN|N)\s*/i, '')
    .replace(/\s+/g, '');
  if (/^\d+(\.\d+)?$/.test(value)) return value;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) return value.replace(/,/g, '');
  return null;
}

/** Typed money as a number of naira to the kobo (NaN when it is not an amount). */
export function parseNaira(text: string): number {
  const value = plainNaira(text);
  return value === null ? Number.NaN : Math.round(Number(value) * 100) / 100;
}

/** A naira amount of at least 0 with at most two decimals, or the message saying what is wrong. */
export function moneyError(text: string, label: string): string | undefined {
  const value = plainNaira(text);
  if (value === null) return `${label} must be an amount in naira, for example 2,800 or 1250.50`;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return `${label} can have at most two decimals`;
  return undefined;
}

/** A naira price: more than 0, at most two decimals; thousands separators and the naira sign are fine. */
export function priceError(text: string): string | undefined {
  const value = text.trim();
  if (!value) return '*Price is required';
  const money = moneyError(value, 'Price');
  if (money) return money;
  if (parseNaira(value) <= 0) return 'Price must be more than 0';
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

/** The forgot-password pattern of the spec: a top-level part of 2 to 3 letters. */
export const RESET_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;

/** A plain valid-looking address (any top-level part of 2 letters or more). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export type Errors<F extends string> = Partial<Record<F, string>>;

export function hasErrors<F extends string>(errors: Errors<F>): boolean {
  return Object.values(errors).some(Boolean);
}

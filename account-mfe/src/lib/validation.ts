/** The forgot-password pattern of the spec: a top-level part of 2 to 3 letters. */
export const RESET_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;

/** A plain valid-looking address: the kernel's one pattern. */
export { EMAIL_PATTERN } from 'shared-kernel';

export type Errors<F extends string> = Partial<Record<F, string>>;

export function hasErrors<F extends string>(errors: Errors<F>): boolean {
  return Object.values(errors).some(Boolean);
}

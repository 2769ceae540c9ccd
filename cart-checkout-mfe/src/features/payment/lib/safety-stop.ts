import { apiErrorCode, apiErrorMessage, httpStatusOf, isHttpError } from 'shared-kernel';

/** The checkout refusals of the clinical checks: each said on the form, the cart is kept as it is. */
export const SAFETY_CODES = ['safety-acknowledgement-required', 'safety-review-required', 'safety-refused', 'pod-safety-review'] as const;
export type SafetyCode = (typeof SAFETY_CODES)[number];

/** Why the checks stopped the checkout: the server's words and each warning, both "English | Pidgin". */
export interface SafetyStop {
  code: SafetyCode;
  message: string;
  warnings: string[];
  /** What to send as `safetyAcknowledged` once the shopper has read the warnings. */
  acknowledgement: string;
  holdId: string;
}

/** The 409 of the checks as the form shows it; null for any other refusal. */
export function safetyStopOf(error: unknown): SafetyStop | null {
  const code = apiErrorCode(error);
  if (httpStatusOf(error) !== 409 || !SAFETY_CODES.includes(code as SafetyCode)) return null;
  const fields = isHttpError(error)
    ? ((error.response?.data as { errors?: { field?: string; message?: string }[] } | undefined)?.errors ?? [])
    : [];
  const valueOf = (name: string) => fields.find((f) => f.field === name)?.message ?? '';
  return {
    code: code as SafetyCode,
    message: apiErrorMessage(error, ''),
    warnings: fields.filter((f) => f.field?.startsWith('safety.')).map((f) => f.message ?? ''),
    acknowledgement: valueOf('safetyAcknowledged'),
    holdId: valueOf('safetyHoldId'),
  };
}

/** "English | Pidgin" in the shopper's language (Pidgin when chosen). */
export function bilingualPart(text: string, locale: string): string {
  const [en, pcm] = text.split(' | ');
  return locale.startsWith('pcm') && pcm ? pcm : en;
}

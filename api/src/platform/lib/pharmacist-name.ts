/**
 * A pharmacist as the patient reads them: "Pharm. Ada Example, PCN/012345" (a registration number
 * already starting with PCN is not prefixed again), "Pharm. Ada Example, PCN 012345" otherwise,
 * or the name alone without a number.
 */
export function pharmacistWithPcn(name: string | null | undefined, registration: string | null | undefined): string {
  const who = name?.trim() ?? '';
  const number = registration?.trim();
  if (!number) return who;
  return /^PCN\b/i.test(number) ? `${who}, ${number}` : `${who}, PCN ${number}`;
}

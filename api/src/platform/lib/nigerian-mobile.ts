/** A Nigerian mobile number as +234 and ten digits (from +234…, 234… or 0…), or null when it is not one. */
export function nigerianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const m = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return m ? `+234${m[1]}` : null;
}

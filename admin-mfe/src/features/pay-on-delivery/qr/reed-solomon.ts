/** Reed–Solomon error correction over GF(256) with the QR field polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D). */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
}

/** Product of two field elements. */
export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]];
}

/** α raised to the power n (α = 2). */
export function gfPow2(n: number): number {
  return EXP[((n % 255) + 255) % 255];
}

/**
 * The generator polynomial (x - α^0)(x - α^1)…(x - α^(degree-1)), highest power first,
 * without its leading coefficient 1.
 */
export function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= gfMultiply(poly[j], gfPow2(i));
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The error correction codewords for one block: the remainder of data·x^n divided by the generator. */
export function errorCorrection(data: readonly number[], ecCount: number): number[] {
  const gen = generatorPolynomial(ecCount);
  const rem = new Array<number>(ecCount).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift()!;
    rem.push(0);
    for (let i = 0; i < ecCount; i++) rem[i] ^= gfMultiply(gen[i], factor);
  }
  return rem;
}

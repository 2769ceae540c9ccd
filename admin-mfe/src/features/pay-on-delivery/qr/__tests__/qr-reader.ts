/**
 * An independent QR reader for the tests: it shares only the standard's tables with the encoder.
 * It checks a symbol's structure, reads the format (and version) information through its BCH code,
 * reads the codewords back in placement order, checks every Reed–Solomon block's syndromes are zero,
 * and decodes the byte-mode data.
 */
import { ALIGNMENT_CENTRES, BLOCKS_M, EC_PER_BLOCK_M, TOTAL_CODEWORDS } from '../qr-tables';

type Grid = readonly (readonly boolean[])[];

/** Carry-less multiplication reduced by x^8 + x^4 + x^3 + x^2 + 1 (no log tables). */
function gfMul(a: number, b: number): number {
  let product = 0;
  for (let x = a, y = b; y > 0; y >>>= 1) {
    if (y & 1) product ^= x;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  return product;
}

/** Remainder of a binary polynomial (bits of value) divided by another. */
function polyMod(value: number, divisor: number): number {
  const degree = 31 - Math.clz32(divisor);
  let rem = value;
  for (let bit = 31 - Math.clz32(rem); bit >= degree; bit--) {
    if ((rem >>> bit) & 1) rem ^= divisor << (bit - degree);
  }
  return rem;
}

/** The spec's mask conditions, i = row, j = column. */
const MASK_CONDITIONS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** Which modules are not data: finders with separators and format areas, timing, alignment, version areas. */
export function functionModules(version: number): boolean[][] {
  const size = 17 + 4 * version;
  const inCorner = (r: number, c: number) => (r < 9 && c < 9) || (r < 9 && c >= size - 8) || (r >= size - 8 && c < 9);
  const map = Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => inCorner(r, c) || r === 6 || c === 6));
  for (const r of ALIGNMENT_CENTRES[version]) {
    for (const c of ALIGNMENT_CENTRES[version]) {
      if (inCorner(r - 2, c - 2) || inCorner(r + 2, c - 2) || inCorner(r - 2, c + 2)) continue;
      for (let i = r - 2; i <= r + 2; i++) for (let j = c - 2; j <= c + 2; j++) map[i][j] = true;
    }
  }
  if (version >= 7) {
    for (let a = 0; a < 6; a++) {
      for (let b = size - 11; b < size - 8; b++) map[a][b] = map[b][a] = true;
    }
  }
  return map;
}

/** Data module positions in placement order: two-column strips from the right, up then down, skipping column 6. */
export function placementOrder(version: number): [number, number][] {
  const size = 17 + 4 * version;
  const fixed = functionModules(version);
  const order: [number, number][] = [];
  // Right-hand columns of the two-column strips: from the right edge to column 8, then 5, 3, 1 (column 6 is timing).
  const strips: number[] = [];
  for (let right = size - 1; right >= 8; right -= 2) strips.push(right);
  strips.push(5, 3, 1);
  strips.forEach((right, n) => {
    const rows = [...Array(size).keys()];
    for (const row of n % 2 === 0 ? rows.reverse() : rows) {
      for (const c of [right, right - 1]) if (!fixed[row][c]) order.push([row, c]);
    }
  });
  return order;
}

function expectStructure(m: Grid, version: number) {
  const size = m.length;
  const fail = (what: string) => {
    throw new Error(`QR structure: ${what}`);
  };
  for (const [r0, c0] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ]) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const [rr, cc] = [r0 + r, c0 + c];
        if (rr < 0 || cc < 0 || rr >= size || cc >= size) continue;
        const onSeparator = r === -1 || r === 7 || c === -1 || c === 7;
        const ringOne = r === 1 || r === 5 || c === 1 || c === 5;
        const inner = r >= 1 && r <= 5 && c >= 1 && c <= 5;
        const expected = !onSeparator && !(ringOne && inner && !(r >= 2 && r <= 4 && c >= 2 && c <= 4));
        if (m[rr][cc] !== expected) fail(`finder at ${r0},${c0} wrong at ${rr},${cc}`);
      }
    }
  }
  for (let i = 8; i < size - 8; i++) {
    if (m[6][i] !== (i % 2 === 0) || m[i][6] !== (i % 2 === 0)) fail(`timing wrong at ${i}`);
  }
  if (!m[size - 8][8]) fail('dark module missing');
  for (const r of ALIGNMENT_CENTRES[version]) {
    for (const c of ALIGNMENT_CENTRES[version]) {
      if ((r < 9 && c < 9) || (r < 9 && c > size - 9) || (r > size - 9 && c < 9)) continue;
      for (let i = -2; i <= 2; i++) {
        for (let j = -2; j <= 2; j++) {
          const expected = Math.abs(i) === 2 || Math.abs(j) === 2 || (i === 0 && j === 0);
          if (m[r + i][c + j] !== expected) fail(`alignment at ${r},${c} wrong`);
        }
      }
    }
  }
}

/** Both format copies, MSB first as the spec numbers them (bit 14 first). */
function readFormat(m: Grid): { level: number; mask: number } {
  const size = m.length;
  const bit = (dark: boolean) => (dark ? 1 : 0);
  const nearTopLeft = [...[0, 1, 2, 3, 4, 5, 7].map((c) => m[8][c]), m[8][8], m[7][8], ...[5, 4, 3, 2, 1, 0].map((r) => m[r][8])];
  const split = [...[0, 1, 2, 3, 4, 5, 6].map((k) => m[size - 1 - k][8]), ...[7, 6, 5, 4, 3, 2, 1, 0].map((k) => m[8][size - 1 - k])];
  const a = nearTopLeft.reduce((v, d) => (v << 1) | bit(d), 0);
  const b = split.reduce((v, d) => (v << 1) | bit(d), 0);
  if (a !== b) throw new Error('QR format: the two copies differ');
  const unmasked = a ^ 0b101010000010010;
  if (polyMod(unmasked, 0b10100110111) !== 0) throw new Error('QR format: BCH check failed');
  return { level: unmasked >>> 13, mask: (unmasked >>> 10) & 7 };
}

function readVersionInfo(m: Grid): number {
  const size = m.length;
  let upperRight = 0;
  let lowerLeft = 0;
  for (let i = 17; i >= 0; i--) {
    const a = Math.floor(i / 3);
    const b = size - 11 + (i % 3);
    upperRight = (upperRight << 1) | (m[a][b] ? 1 : 0);
    lowerLeft = (lowerLeft << 1) | (m[b][a] ? 1 : 0);
  }
  if (upperRight !== lowerLeft) throw new Error('QR version: the two copies differ');
  if (polyMod(upperRight, 0b1111100100101) !== 0) throw new Error('QR version: BCH check failed');
  return upperRight >>> 12;
}

/** Syndromes S_i = c(α^i) for i < ecLen; all zero for a valid Reed–Solomon codeword. */
export function syndromes(block: readonly number[], ecLen: number): number[] {
  const out: number[] = [];
  for (let i = 0, alphaI = 1; i < ecLen; i++, alphaI = gfMul(alphaI, 2)) {
    out.push(block.reduce((acc, c) => gfMul(acc, alphaI) ^ c, 0));
  }
  return out;
}

export interface ReadResult {
  version: number;
  level: number;
  mask: number;
  text: string;
  /** Data modules that the placement order covers, as a count (checks the codeword table). */
  dataModules: number;
}

/** Checks the whole symbol and returns what it says; throws on any defect. */
export function readQr(m: Grid): ReadResult {
  const version = (m.length - 17) / 4;
  if (!Number.isInteger(version) || version < 1) throw new Error(`QR size ${m.length} is not a QR size`);
  expectStructure(m, version);
  const { level, mask } = readFormat(m);
  if (version >= 7 && readVersionInfo(m) !== version) throw new Error('QR version information disagrees with size');
  const order = placementOrder(version);
  const bits = order.map(([r, c]) => (m[r][c] !== MASK_CONDITIONS[mask](r, c) ? 1 : 0));
  const total = TOTAL_CODEWORDS[version];
  const codewords: number[] = [];
  for (let k = 0; k < total; k++) codewords.push(parseInt(bits.slice(k * 8, k * 8 + 8).join(''), 2));
  const data = deinterleaveAndCheck(codewords, version);
  return { version, level, mask, text: decodeBytes(data, version), dataModules: order.length };
}

function deinterleaveAndCheck(codewords: readonly number[], version: number): number[] {
  const count = BLOCKS_M[version];
  const ecLen = EC_PER_BLOCK_M[version];
  const total = TOTAL_CODEWORDS[version];
  const longCount = total % count;
  const sizes = Array.from({ length: count }, (_, b) => Math.floor(total / count) + (b >= count - longCount ? 1 : 0));
  const blocks: number[][] = sizes.map(() => []);
  let k = 0;
  const maxData = Math.max(...sizes) - ecLen;
  for (let i = 0; i < maxData; i++) sizes.forEach((s, b) => i < s - ecLen && blocks[b].push(codewords[k++]));
  for (let i = 0; i < ecLen; i++) blocks.forEach((block) => block.push(codewords[k++]));
  blocks.forEach((block, b) => {
    if (syndromes(block, ecLen).some((s) => s !== 0)) throw new Error(`QR block ${b}: Reed–Solomon syndromes not zero`);
  });
  return blocks.flatMap((block) => block.slice(0, block.length - ecLen));
}

function decodeBytes(data: readonly number[], version: number): string {
  const bits = data.flatMap((w) => [7, 6, 5, 4, 3, 2, 1, 0].map((s) => (w >>> s) & 1));
  let at = 0;
  const take = (n: number) => {
    const v = parseInt(bits.slice(at, at + n).join(''), 2);
    at += n;
    return v;
  };
  if (take(4) !== 0b0100) throw new Error('QR data: not byte mode');
  const length = take(version < 10 ? 8 : 16);
  const bytes = Uint8Array.from({ length }, () => take(8));
  const padStart = Math.ceil(Math.min(at + 4, bits.length) / 8);
  if (bits.slice(at, padStart * 8).some((b) => b !== 0)) throw new Error('QR data: no terminator');
  data.slice(padStart).forEach((w, i) => {
    if (w !== (i % 2 === 0 ? 0xec : 0x11)) throw new Error('QR data: wrong pad codeword');
  });
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

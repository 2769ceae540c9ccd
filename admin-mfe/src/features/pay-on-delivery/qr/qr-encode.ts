/**
 * A QR code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1 to 10,
 * which holds up to 213 bytes of UTF-8 text — enough for a payment link.
 */
import { errorCorrection } from './reed-solomon';
import { maskPenalty } from './qr-penalty';
import {
  ALIGNMENT_CENTRES,
  BLOCKS_M,
  BYTE_MODE,
  byteCountBits,
  dataCodewordsM,
  EC_LEVEL_M_BITS,
  EC_PER_BLOCK_M,
  FORMAT_GENERATOR,
  FORMAT_MASK,
  MASKS,
  MAX_VERSION,
  TOTAL_CODEWORDS,
  VERSION_GENERATOR,
} from './qr-tables';

export interface QrCode {
  version: number;
  mask: number;
  size: number;
  /** modules[row][col], true = dark. */
  modules: boolean[][];
}

/** The most bytes a level-M version-10 symbol holds in byte mode. */
export const MAX_QR_BYTES = Math.floor((dataCodewordsM(MAX_VERSION) * 8 - 4 - byteCountBits(MAX_VERSION)) / 8);

/** The smallest version whose level-M data capacity holds `length` bytes in byte mode. */
function pickVersion(length: number): number {
  for (let v = 1; v <= MAX_VERSION; v++) {
    if (4 + byteCountBits(v) + length * 8 <= dataCodewordsM(v) * 8) return v;
  }
  throw new RangeError(`The text is too long for a QR code: ${length} bytes, at most ${MAX_QR_BYTES}.`);
}

/** Mode indicator, character count, the bytes, terminator and padding, as data codewords. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, width: number) => {
    for (let i = width - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(BYTE_MODE, 4);
  put(bytes.length, byteCountBits(version));
  bytes.forEach((b) => put(b, 8));
  const capacity = dataCodewordsM(version) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((w, b) => (w << 1) | b, 0));
  for (let pad = 0xec; words.length < capacity / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** Splits the data into blocks (short ones first), adds each block's error correction, and interleaves. */
export function interleavedCodewords(data: readonly number[], version: number): number[] {
  const blocks = BLOCKS_M[version];
  const ecLen = EC_PER_BLOCK_M[version];
  const shortData = Math.floor(TOTAL_CODEWORDS[version] / blocks) - ecLen;
  const shortBlocks = blocks - (TOTAL_CODEWORDS[version] % blocks);
  const dataBlocks: number[][] = [];
  for (let b = 0, at = 0; b < blocks; b++) {
    const len = shortData + (b < shortBlocks ? 0 : 1);
    dataBlocks.push(data.slice(at, at + len));
    at += len;
  }
  const ecBlocks = dataBlocks.map((block) => errorCorrection(block, ecLen));
  const out: number[] = [];
  for (let i = 0; i <= shortData; i++) dataBlocks.forEach((block) => i < block.length && out.push(block[i]));
  for (let i = 0; i < ecLen; i++) ecBlocks.forEach((block) => out.push(block[i]));
  return out;
}

/** Remainder of `value · x^degree` divided by a BCH generator of that degree, appended to value. */
function bch(value: number, generator: number, degree: number): number {
  let rem = value;
  for (let i = 0; i < degree; i++) rem = (rem << 1) ^ ((rem >>> (degree - 1)) * generator);
  return (value << degree) | (rem & ((1 << degree) - 1));
}

/** The 15 format bits for level M and a mask. */
export const formatBits = (mask: number): number => bch((EC_LEVEL_M_BITS << 3) | mask, FORMAT_GENERATOR, 10) ^ FORMAT_MASK;

/** The 18 version bits (versions 7 and up). */
export const versionBits = (version: number): number => bch(version, VERSION_GENERATOR, 12);

class Matrix {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(row: number, col: number, dark: boolean) {
    this.modules[row][col] = dark;
    this.reserved[row][col] = true;
  }
}

/** Finder patterns with separators, timing patterns, alignment patterns, the dark module, version info. */
function drawFunctionPatterns(m: Matrix, version: number) {
  const size = m.size;
  for (let i = 0; i < size; i++) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  for (const [cr, cc] of [
    [3, 3],
    [3, size - 4],
    [size - 4, 3],
  ]) {
    for (let dr = -4; dr <= 4; dr++) {
      for (let dc = -4; dc <= 4; dc++) {
        const r = cr + dr;
        const c = cc + dc;
        const ring = Math.max(Math.abs(dr), Math.abs(dc));
        if (r >= 0 && r < size && c >= 0 && c < size) m.set(r, c, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = ALIGNMENT_CENTRES[version];
  const last = centres.length - 1;
  centres.forEach((cr, i) =>
    centres.forEach((cc, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) m.set(cr + dr, cc + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    }),
  );
  drawFormat(m, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      m.set(b, a, dark);
      m.set(a, b, dark);
    }
  }
}

/** Both copies of the format information, and the dark module beside the lower-left finder. */
function drawFormat(m: Matrix, mask: number) {
  const size = m.size;
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) m.set(i, 8, bit(i));
  m.set(7, 8, bit(6));
  m.set(8, 8, bit(7));
  m.set(8, 7, bit(8));
  for (let i = 9; i < 15; i++) m.set(8, 14 - i, bit(i));
  for (let i = 0; i < 8; i++) m.set(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) m.set(size - 15 + i, 8, bit(i));
  m.set(size - 8, 8, true);
}

/** Places the codewords in the two-column zig-zag from the bottom right, skipping function modules. */
function drawCodewords(m: Matrix, codewords: readonly number[]) {
  const size = m.size;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let k = 0; k < 2; k++) {
        const col = right - k;
        if (m.reserved[row][col]) continue;
        m.modules[row][col] = i < codewords.length * 8 && ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
    }
  }
}

/** The symbol with one mask applied to its data modules and that mask's format information. */
function withMask(base: Matrix, mask: number): Matrix {
  const m = new Matrix(base.size);
  for (let r = 0; r < base.size; r++) {
    for (let c = 0; c < base.size; c++) {
      m.modules[r][c] = base.reserved[r][c] ? base.modules[r][c] : base.modules[r][c] !== MASKS[mask](r, c);
      m.reserved[r][c] = base.reserved[r][c];
    }
  }
  drawFormat(m, mask);
  return m;
}

/**
 * Encodes text (as UTF-8 bytes) into the smallest level-M QR code that holds it, with the mask of
 * lowest penalty (or the given mask, which the tests use to check every mask).
 */
export function encodeQr(text: string, forceMask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = pickVersion(bytes.length);
  const base = new Matrix(version * 4 + 17);
  drawFunctionPatterns(base, version);
  drawCodewords(base, interleavedCodewords(dataCodewords(bytes, version), version));
  let best: { mask: number; m: Matrix; penalty: number } | null = null;
  for (let mask = 0; mask < MASKS.length; mask++) {
    if (forceMask !== undefined && mask !== forceMask) continue;
    const m = withMask(base, mask);
    const penalty = maskPenalty(m.modules);
    if (!best || penalty < best.penalty) best = { mask, m, penalty };
  }
  if (!best) throw new RangeError(`There is no QR mask ${forceMask}.`);
  return { version, mask: best.mask, size: base.size, modules: best.m.modules };
}

import { errorCorrection } from '../reed-solomon';
import { dataCodewords, encodeQr, formatBits, MAX_QR_BYTES, versionBits } from '../qr-encode';
import { maskPenalty } from '../qr-penalty';
import { TOTAL_CODEWORDS } from '../qr-tables';
import { readQr, syndromes } from './qr-reader';

const bin = (s: string) => parseInt(s, 2);

describe('Reed–Solomon', () => {
  it('gives the published error correction codewords for two version 1-M symbols', () => {
    // ISO/IEC 18004 annex example "01234567" (numeric mode), 1-M.
    const iso = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17];
    expect(errorCorrection(iso, 10)).toEqual([165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
    // "HELLO WORLD" (alphanumeric mode), 1-M.
    const hello = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrection(hello, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('makes codewords whose syndromes are all zero, for every block length level M uses', () => {
    const data = Array.from({ length: 44 }, (_, i) => (i * 37 + 11) % 256);
    for (const ec of [10, 16, 18, 22, 24, 26]) {
      expect(syndromes([...data, ...errorCorrection(data, ec)], ec)).toEqual(new Array(ec).fill(0));
    }
    const corrupted = [...data, ...errorCorrection(data, 10)];
    corrupted[3] ^= 1;
    expect(syndromes(corrupted, 10).some((s) => s !== 0)).toBe(true);
  });
});

describe('format and version information', () => {
  it('matches the published format strings for level M and each mask', () => {
    const published = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    published.forEach((bits, mask) => expect(formatBits(mask)).toBe(bin(bits)));
  });

  it('matches the published version strings for versions 7 to 10', () => {
    expect(versionBits(7)).toBe(bin('000111110010010100'));
    expect(versionBits(8)).toBe(bin('001000010110111100'));
    expect(versionBits(9)).toBe(bin('001001101010011001'));
    expect(versionBits(10)).toBe(bin('001010010011010011'));
  });
});

describe('encodeQr', () => {
  it('builds byte-mode data codewords: mode, count, bytes, terminator, pad', () => {
    expect(dataCodewords(new TextEncoder().encode('Hi'), 1)).toEqual([
      0x40, 0x24, 0x86, 0x90, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ]);
  });

  // Published byte-mode capacities at level M, versions 1 to 10.
  const CAPACITY = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
  // Remainder bits after the last codeword, per version.
  const REMAINDER = [0, 0, 7, 7, 7, 7, 7, 0, 0, 0, 0];

  it.each(CAPACITY.map((bytes, i) => [i + 1, bytes]))('fills version %i with %i bytes, and the reader gets them back', (version, bytes) => {
    const text = `https://checkout.paystack.com/${'x'.repeat(200)}`.slice(0, bytes);
    const qr = encodeQr(text);
    expect(qr.version).toBe(version);
    expect(qr.size).toBe(17 + 4 * version);
    const read = readQr(qr.modules);
    expect(read).toEqual({
      version,
      level: 0, // M
      mask: qr.mask,
      text,
      dataModules: TOTAL_CODEWORDS[version] * 8 + REMAINDER[version],
    });
    if (version < 10) expect(encodeQr(`${text}y`).version).toBe(version + 1);
  });

  it('reads back correctly under every one of the 8 masks, and keeps the one of lowest penalty', () => {
    const link = 'https://checkout.paystack.com/0peioxfhpn2m4x7';
    const chosen = encodeQr(link);
    for (let mask = 0; mask < 8; mask++) {
      const qr = encodeQr(link, mask);
      expect(readQr(qr.modules)).toMatchObject({ mask, text: link });
      expect(maskPenalty(qr.modules)).toBeGreaterThanOrEqual(maskPenalty(chosen.modules));
    }
  });

  it('is caught by the reader when a data module, a format bit or a timing module is flipped', () => {
    const qr = encodeQr('https://checkout.paystack.com/abc');
    const flipped = (row: number, col: number) => {
      const m = qr.modules.map((r) => [...r]);
      m[row][col] = !m[row][col];
      return () => readQr(m);
    };
    expect(flipped(qr.size - 1, qr.size - 1)).toThrow('Reed–Solomon syndromes not zero');
    expect(flipped(8, 2)).toThrow('QR format: the two copies differ');
    expect(flipped(6, 10)).toThrow('QR structure: timing wrong at 10');
  });

  it('encodes UTF-8 text', () => {
    const text = '₦7,500 — pay Ẹ̀kọ́ pharmacy';
    expect(readQr(encodeQr(text).modules).text).toBe(text);
  });

  it('refuses text over 213 bytes with a clear error', () => {
    expect(MAX_QR_BYTES).toBe(213);
    expect(() => encodeQr('a'.repeat(214))).toThrow('The text is too long for a QR code: 214 bytes, at most 213.');
    expect(() => encodeQr('é'.repeat(107))).toThrow('214 bytes');
  });
});

describe('maskPenalty', () => {
  const grid = (f: (r: number, c: number) => boolean) =>
    Array.from({ length: 21 }, (_, r) => Array.from({ length: 21 }, (_, c) => f(r, c)));

  it('scores runs, 2×2 blocks and the dark share', () => {
    // 42 lines of 21 → 42 × (3 + 16); 400 blocks × 3; 0% dark is 10 steps of 5% → 100.
    expect(maskPenalty(grid(() => false))).toBe(42 * 19 + 400 * 3 + 100);
    expect(maskPenalty(grid((r, c) => (r + c) % 2 === 0))).toBe(0);
  });

  it('scores a finder-like pattern with four light modules beside it', () => {
    const pattern = [1, 0, 1, 1, 1, 0, 1];
    // A light grid with the pattern in row 10, columns 7..13: the row has light on both sides (2 × 40).
    const withPattern = grid((r, c) => r === 10 && c >= 7 && c <= 13 && pattern[c - 7] === 1);
    const lightOnly = grid(() => false);
    const rowRunsBefore = 19; // one light run of 21
    const rowRunsAfter = 3 + 2; // light runs of 7 on each side; runs of 1 and 3 score nothing
    const darkBefore = 100;
    const darkAfter = Math.floor(Math.abs(5 * 20 - 441 * 10) / 441) * 10;
    const columnsAndBlocks = maskPenalty(withPattern) - maskPenalty(lightOnly);
    expect(columnsAndBlocks).toBe(
      80 + rowRunsAfter * 2 - rowRunsBefore + darkAfter - darkBefore + columnDelta(pattern) + blockDelta(pattern),
    );
  });
});

/** Each dark module in row 10 splits its column's light run of 21 into runs of 10 and 10: 19 → 2 × 8. */
function columnDelta(pattern: number[]): number {
  return pattern.filter(Boolean).length * (8 + 8 - 19);
}

/** Each dark module removes the light 2×2 blocks it sits in (4 each), shared blocks counted once. */
function blockDelta(pattern: number[]): number {
  const dark = pattern.map((d, i) => (d ? i + 7 : -1)).filter((c) => c >= 0);
  const broken = new Set<number>();
  for (const c of dark) for (const left of [c - 1, c]) broken.add(left);
  return -broken.size * 2 * 3;
}

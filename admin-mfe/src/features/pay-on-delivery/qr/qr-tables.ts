/**
 * The ISO/IEC 18004 tables this encoder needs, for error correction level M and versions 1 to 10.
 * Index 0 of each array is unused so that `table[version]` reads naturally.
 */

export const MAX_VERSION = 10;

/** Total codewords (data + error correction) in a symbol of each version. */
export const TOTAL_CODEWORDS = [0, 26, 44, 70, 100, 134, 172, 196, 242, 292, 346];

/** Error correction codewords in each block at level M. */
export const EC_PER_BLOCK_M = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];

/** Number of error correction blocks at level M. */
export const BLOCKS_M = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];

/** Centre coordinates of the alignment patterns in each version (the same list for rows and columns). */
export const ALIGNMENT_CENTRES: readonly (readonly number[])[] = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** The 2-bit error correction level indicator for M in the format information. */
export const EC_LEVEL_M_BITS = 0b00;

/** Generator of the (15,5) BCH code for format information, and the mask XORed onto it. */
export const FORMAT_GENERATOR = 0x537;
export const FORMAT_MASK = 0x5412;

/** Generator of the (18,6) BCH code for version information (versions 7 and up). */
export const VERSION_GENERATOR = 0x1f25;

/** The byte-mode indicator and its character count width (8 bits up to version 9, 16 from version 10). */
export const BYTE_MODE = 0b0100;
export const byteCountBits = (version: number): number => (version <= 9 ? 8 : 16);

/** The eight data masks: true where the module at (row, column) is inverted. */
export const MASKS: readonly ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** Data codewords in a level-M symbol of the given version. */
export const dataCodewordsM = (version: number): number => TOTAL_CODEWORDS[version] - EC_PER_BLOCK_M[version] * BLOCKS_M[version];

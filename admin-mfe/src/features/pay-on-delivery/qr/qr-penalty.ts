/** The ISO/IEC 18004 mask penalty: the encoder keeps the mask whose symbol scores lowest. */

/** Rule 1: 3 points for each run of 5 same-coloured modules in a line, plus 1 for each module beyond 5. */
function runPenalty(line: readonly boolean[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) score += 3 + (run - 5);
    run = 1;
  }
  return score;
}

const FINDER_BEFORE = [true, false, true, true, true, false, true, false, false, false, false];
const FINDER_AFTER = [...FINDER_BEFORE].reverse();

/** Rule 3: 40 points for each dark-light-dark(3)-light-dark run with 4 light modules on one side (outside is light). */
function finderLikePenalty(line: readonly boolean[]): number {
  const at = (i: number) => (i >= 0 && i < line.length ? line[i] : false);
  let score = 0;
  for (let start = -4; start + 11 <= line.length + 4; start++) {
    for (const pattern of [FINDER_BEFORE, FINDER_AFTER]) {
      if (pattern.every((dark, k) => at(start + k) === dark)) score += 40;
    }
  }
  return score;
}

/** The total penalty of a finished symbol (modules[row][col], true = dark). */
export function maskPenalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const columns = modules.map((_, c) => modules.map((row) => row[c]));
  let score = 0;
  for (const line of [...modules, ...columns]) score += runPenalty(line) + finderLikePenalty(line);
  // Rule 2: 3 points for each 2×2 block of one colour.
  for (let r = 0; r + 1 < size; r++) {
    for (let c = 0; c + 1 < size; c++) {
      const v = modules[r][c];
      if (modules[r][c + 1] === v && modules[r + 1][c] === v && modules[r + 1][c + 1] === v) score += 3;
    }
  }
  // Rule 4: 10 points for each full 5% the dark share is away from 50%.
  const dark = modules.reduce((n, row) => n + row.filter(Boolean).length, 0);
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

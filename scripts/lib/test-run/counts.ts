// What a test step ran, read from the closing lines its runner prints: Node's test runner (spec
// "ℹ pass 9" or TAP "# pass 9"), jest ("Tests: 1 skipped, 120 passed, 121 total"), and the runners
// that spread files over processes, the API's and the journeys' ("API on PGlite: 640 tests in 120
// files, 640 passed, 0 failed, 0 skipped, 0 cancelled", "Journeys: 97 tests in 32 files, ...").

export interface TestCounts {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
}

export type CountFormat = 'node' | 'jest' | 'files';

const add = (a: TestCounts, b: TestCounts): TestCounts => ({
  tests: a.tests + b.tests,
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
});

export const NO_TESTS: TestCounts = { tests: 0, passed: 0, failed: 0, skipped: 0 };

/** Node's runner: the last summary block (one process prints one). */
function nodeCounts(output: string): TestCounts | null {
  const found: Record<string, number> = {};
  for (const match of output.matchAll(/^(?:ℹ|#) (tests|pass|fail|cancelled|skipped|todo) (\d+)\s*$/gm)) found[match[1]] = Number(match[2]);
  if (found.tests === undefined) return null;
  return {
    tests: found.tests,
    passed: found.pass ?? 0,
    failed: (found.fail ?? 0) + (found.cancelled ?? 0),
    skipped: (found.skipped ?? 0) + (found.todo ?? 0),
  };
}

/** jest: the "Tests:" line of its summary. */
function jestCounts(output: string): TestCounts | null {
  const line = /^Tests:\s+(.*)$/m.exec(output)?.[1];
  if (!line) return null;
  const of = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { tests: of('total'), passed: of('passed'), failed: of('failed'), skipped: of('skipped') + of('todo') };
}

/** The API's and the journeys' runners: one line per pass, added up. */
function filesCounts(output: string): TestCounts | null {
  let total: TestCounts | null = null;
  const pattern =
    /^(?:API on \S+|Journeys): (\d+) tests in \d+ files, (\d+) passed, (\d+) failed, (\d+) skipped, (\d+) cancelled(, (\d+) group)?/gm;
  for (const m of output.matchAll(pattern)) {
    const pass = {
      tests: Number(m[1]),
      passed: Number(m[2]),
      failed: Number(m[3]) + Number(m[5]) + Number(m[7] ?? 0),
      skipped: Number(m[4]),
    };
    total = add(total ?? NO_TESTS, pass);
  }
  return total;
}

export function readCounts(format: CountFormat, output: string): TestCounts | null {
  if (format === 'jest') return jestCounts(output);
  if (format === 'files') return filesCounts(output);
  return nodeCounts(output);
}

export function sumCounts(list: TestCounts[]): TestCounts {
  return list.reduce(add, NO_TESTS);
}

/**
 * Files Node's runner ran that declared no test: it reports such a file as one passing test named by
 * its path, which would count a suite whose tests were all deleted as a pass.
 */
export function filesWithoutTests(output: string): string[] {
  return [...output.matchAll(/^\s*[✔✖] (\/\S+\.test\.[cm]?[jt]sx?) \(\d/gm)].map((m) => m[1]);
}

// The table `npm test` prints at its end: each step's start, wall time, CPU time and budget, what it ran, and
// the run's total, so a step that grows is seen the day it does (docs/testing.md says what to do then).
import { sumCounts, type TestCounts } from './counts';
import type { StepResult } from './run-steps';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function countsText(counts: TestCounts | null): string {
  if (!counts) return '';
  const extra = [counts.failed && `${counts.failed} failed`, counts.skipped && `${counts.skipped} skipped`].filter(Boolean);
  return `${counts.passed}/${counts.tests} passed${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

export function timingTable(results: StepResult[], totalSeconds: number, totalBudgetSeconds: number): string {
  const rows = results.map((r) => [
    r.step.name,
    r.startedAt === null ? '' : `+${clock(r.startedAt)}`,
    r.startedAt === null ? '' : clock(r.seconds),
    r.cpuSeconds === null ? '' : clock(r.cpuSeconds),
    clock(r.step.budgetSeconds),
    r.startedAt !== null && r.seconds > r.step.budgetSeconds ? 'OVER BUDGET' : '',
    countsText(r.counts),
    r.problem ? `FAILED: ${r.problem}` : 'ok',
  ]);
  const all = sumCounts(results.flatMap((r) => (r.counts ? [r.counts] : [])));
  rows.push([
    'total (wall)',
    '',
    clock(totalSeconds),
    clock(results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0)),
    clock(totalBudgetSeconds),
    totalSeconds > totalBudgetSeconds ? 'OVER BUDGET' : '',
    countsText(all),
    results.some((r) => r.problem) ? 'FAILED' : 'ok',
  ]);
  const header = ['step', 'started', 'wall', 'cpu', 'budget', '', 'tests', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return ['', 'Timing (wall clock)', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

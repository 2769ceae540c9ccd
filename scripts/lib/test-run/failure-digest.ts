// The end of npm test's output, where a CI page shows it: for each failed step, what failed and why.
// A step's whole log is printed where it ended, often pages before the end; a CI page that keeps
// only the last part of the output showed a failed journey's name but not its error.

/** Lines kept per failed step: the node test runner's "failing tests" block(s), else the log's last lines. */
const MAX_LINES = 60;

export function failureDigest(stepName: string, log: string): string {
  const lines = log.trimEnd().split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*✖ failing tests:/.test(lines[i])) continue;
    // The block runs to the next blank line followed by a non-indented summary line, or the log's end.
    for (let j = i + 1; j < lines.length && kept.length < MAX_LINES; j++) {
      if (/^(ℹ |API on |Journeys: |Each journey's time|\d+ passed, \d+ failed)/.test(lines[j])) break;
      kept.push(lines[j]);
    }
  }
  // Else the lines that name an error (a linter's or a compiler's), each after the file it is in.
  if (!kept.some((line) => line.trim()))
    for (let i = 0; i < lines.length && kept.length < MAX_LINES; i++)
      if (/\berror\b/i.test(lines[i]) && !/\b0 errors\b/.test(lines[i])) {
        const file = [...lines.slice(0, i)].reverse().find((line) => /^\S.*\.[cm]?[jt]sx?$/.test(line.trim()));
        if (file && !kept.includes(file)) kept.push(file);
        kept.push(lines[i]);
      }
  const body = kept.some((line) => line.trim()) ? kept : lines.slice(-Math.min(30, MAX_LINES));
  return `\n── ${stepName}: what failed\n${body.join('\n').trim()}`;
}

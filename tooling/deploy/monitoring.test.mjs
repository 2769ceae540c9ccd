// The monitoring files checked by Prometheus' own tool (Debian's `prometheus` package, which .ci/run
// installs; skipped where promtool is missing outside CI): the scrape configuration, the alert rules,
// and the rules' unit tests (deploy/monitoring/alerts.test.yml).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const monitoring = path.join(root, 'deploy', 'monitoring');
const havePromtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;
const skip = havePromtool ? false : process.env.CI ? false : 'promtool is not installed (apt-get install prometheus)';

function promtool(...args) {
  const result = spawnSync('promtool', args, { cwd: monitoring, encoding: 'utf8' });
  assert.equal(result.status, 0, `promtool ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

test('the Prometheus configuration is valid', { skip }, () => {
  // Its rule file is named by its path inside the container (/etc/prometheus), so the syntax only here.
  promtool('check', 'config', '--syntax-only', 'prometheus.yml');
});

test('the alert rules are valid', { skip }, () => {
  assert.match(promtool('check', 'rules', 'alerts.yml'), /SUCCESS: \d+ rules found/);
});

test("the alert rules' unit tests pass: an overdue timed job alerts, a job with no timer never does", { skip }, () => {
  promtool('test', 'rules', 'alerts.test.yml');
});

// The canary's health in the telemetry (GET /api/admin/telemetry/remotes): `npm run release --
// <remote> --check-canary` says whether a canary's error rate is over the remote's budget
// (package.json "release.maxErrorRate", tooling/webpack/remote-budget.mjs). The telemetry is
// anonymous, so it is judged by distinct visitors carrying the release cookie (one visitor, one
// voice) and it never aborts a canary alone: a person confirms with --abort.

export interface TelemetryRow {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  errors: number;
  errorRate: number;
  visitors: number;
  failingVisitors: number;
  visitorErrorRate: number;
}

export interface CanaryVerdict {
  verdict: 'healthy' | 'failing' | 'too-few-reports';
  reports: number;
  errorRate: number;
}

/**
 * Whether the canary's visitors are enough to judge, and whether the share of them who met a
 * failure is over the budget. `reports` counts distinct visitors with the release cookie, so a
 * script posting many reports (to abort a good canary, or to hide a failing one) weighs as one.
 */
export function judgeCanary(row: TelemetryRow | undefined, maxErrorRate: number, minReports: number): CanaryVerdict {
  const reports = row?.visitors ?? 0;
  const errorRate = row?.visitorErrorRate ?? 0;
  if (row && errorRate > maxErrorRate && row.failingVisitors >= Math.min(minReports, 5)) return { verdict: 'failing', reports, errorRate };
  if (reports < minReports) return { verdict: 'too-few-reports', reports, errorRate };
  return { verdict: errorRate > maxErrorRate ? 'failing' : 'healthy', reports, errorRate };
}

/** An admin's token: RELEASE_ADMIN_TOKEN, or a login with ADMIN_USERNAME and ADMIN_PASSWORD. */
async function adminToken(apiUrl: string, env: NodeJS.ProcessEnv): Promise<string> {
  if (env.RELEASE_ADMIN_TOKEN) return env.RELEASE_ADMIN_TOKEN;
  if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD)
    throw new Error('Set RELEASE_ADMIN_TOKEN, or ADMIN_USERNAME and ADMIN_PASSWORD, to read the telemetry');
  const response = await fetch(new URL('/api/user/authenticate', apiUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`The admin login was refused (HTTP ${response.status})`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The telemetry row of one remote version over the last `hours`. */
export async function canaryTelemetry(apiUrl: string, remote: string, version: string, hours: number, env = process.env) {
  const token = await adminToken(apiUrl, env);
  const response = await fetch(new URL(`/api/admin/telemetry/remotes?hours=${hours}`, apiUrl), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The telemetry could not be read (HTTP ${response.status})`);
  return ((await response.json()) as TelemetryRow[]).find((row) => row.remote === remote && row.version === version);
}

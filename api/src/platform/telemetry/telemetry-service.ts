import crypto from 'node:crypto';
import type { Config } from '../../config';
import { tooManyRequests } from '../lib/http-errors';
import type { RateLimiter } from '../lib/rate-limiter';
import type { TelemetryRepository } from './telemetry-repository';
import type { RemoteVersionSummary, TelemetryEvent } from './telemetry-schemas';

/**
 * An error message as stored: no e-mail address, phone or card-like number, token or query string
 * can pass (a page's error may quote what a shopper typed), at most 200 characters.
 */
export function scrubMessage(message: string | undefined): string | null {
  if (!message) return null;
  const clean = message
    .replace(/[^\s@]+@[^\s@]+/g, '[address]')
    .replace(/\?[^\s"')]*/g, '?[query]')
    .replace(/\b(?:Bearer\s+)?[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*/g, '[token]')
    .replace(/\+?\d[\d\s-]{4,}\d/g, '[number]')
    .trim();
  return clean.slice(0, 200) || null;
}

/** A browser sends a batch when a page loads or fails: a few a minute; far more is a script. */
const TELEMETRY_PER_VISITOR = { max: 60, windowMs: 60_000 };

/** The remotes' load timings and failures, as shoppers' browsers report them. */
export class TelemetryService {
  constructor(
    private readonly repo: TelemetryRepository,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
  ) {}

  /**
   * Stores a browser's reports. Limited per client address and per visitor (the release cookie's
   * anonymous id, kept only as a hash): the canary's figures count visitors, so one client sending
   * many reports weighs as one visitor, and reports without the cookie count for no visitor.
   */
  async record(events: TelemetryEvent[], ip: string, visitorId: string | null = null): Promise<void> {
    const limit = await this.limiter.hit(`telemetry:ip:${ip}`, this.config.rateLimits.telemetryPerIp);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'Too many reports from this network.');
    const visitorHash = visitorId ? crypto.createHash('sha256').update(`visitor:${visitorId}`).digest('hex') : null;
    if (visitorHash) {
      const perVisitor = await this.limiter.hit(`telemetry:visitor:${visitorHash}`, TELEMETRY_PER_VISITOR);
      if (!perVisitor.allowed) throw tooManyRequests(perVisitor.retryAfterSeconds, 'Too many reports from this browser.');
    }
    await this.repo.save(
      events.map((event) => ({
        remote: event.remote,
        version: event.version,
        kind: event.kind,
        stage: event.kind === 'load' ? null : (event.stage ?? null),
        durationMs: event.durationMs ?? null,
        message: event.kind === 'load' ? null : scrubMessage(event.message),
        canary: event.canary ?? false,
        visitorHash,
      })),
    );
  }

  /** Per remote and version over the last `hours`: loads, failures, errors, error rate and load times. */
  async summary(hours: number, now = new Date()): Promise<RemoteVersionSummary[]> {
    const since = new Date(now.getTime() - hours * 3_600_000);
    const rows = await this.repo.summary(since);
    const errors = await this.repo.lastErrors(
      since,
      rows.filter((row) => row.failures + row.errors > 0).map((row) => row.version),
    );
    return rows.map((row) => {
      const attempts = row.loads + row.failures;
      return {
        ...row,
        errorRate: attempts + row.errors === 0 ? 0 : Math.min(1, (row.failures + row.errors) / Math.max(1, attempts)),
        visitorErrorRate: row.visitors === 0 ? 0 : row.failingVisitors / row.visitors,
        lastSeen: row.lastSeen.toISOString(),
        lastErrors: errors
          .filter((error) => error.remote === row.remote && error.version === row.version)
          .slice(0, 5)
          .map((error) => ({ stage: error.stage ?? '', message: error.message ?? '' })),
      };
    });
  }
}

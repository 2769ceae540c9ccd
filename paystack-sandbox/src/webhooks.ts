// Signed webhooks: each event POSTed to the configured URL, retried on Paystack's schedule until a
// 2xx, then optionally repeated late (Paystack may send an event twice).
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Background } from './background';
import type { SandboxState, WebhookDelivery } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Paystack (live mode): retried every 3 minutes for the first 4 tries, then hourly for the next 72 hours. */
export const PAYSTACK_RETRY_SCHEDULE_MS = [...Array<number>(4).fill(3 * MINUTE), ...Array<number>(72).fill(HOUR)];

export function sign(body: string, secretKey: string): string {
  return crypto.createHmac('sha512', secretKey).update(body).digest('hex');
}

async function attempt(record: WebhookDelivery): Promise<boolean> {
  record.attempts++;
  try {
    const res = await fetch(record.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': record.signature },
      body: record.body,
      signal: AbortSignal.timeout(10_000),
    });
    record.status = res.status;
    await res.arrayBuffer();
    return res.ok;
  } catch (err) {
    record.error = (err as Error).message;
    return false;
  }
}

export class Webhooks {
  constructor(
    private readonly state: SandboxState,
    private readonly background: Background,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends `event` in the background, if a webhook URL is set (read now, so tests may set it late). */
  send(event: string, data: unknown): void {
    const url = this.state.options.webhookUrl;
    if (!url) return;
    this.background.track(this.deliver(event, url, JSON.stringify({ event, data })));
  }

  /** One event to one URL: retried on the schedule until a 2xx, then maybe repeated late. */
  private async deliver(event: string, url: string, body: string): Promise<void> {
    const { options, webhooks } = this.state;
    const signature = sign(body, options.secretKey);
    const record: WebhookDelivery = { event, url, body, signature, status: null, attempts: 0, duplicate: false };
    webhooks.push(record);
    const schedule = options.webhookRetryScheduleMs ?? PAYSTACK_RETRY_SCHEDULE_MS;
    const maxAttempts = Math.min(options.webhookAttempts ?? schedule.length + 1, schedule.length + 1);
    let delivered = await attempt(record);
    for (let i = 0; !delivered && i < maxAttempts - 1; i++) {
      if (!(await this.background.sleep(schedule[i]))) return;
      delivered = await attempt(record);
    }
    if (!delivered) {
      this.log.warn({ url, event, status: record.status, error: record.error }, 'webhook delivery failed');
      return;
    }
    const lateBy = options.duplicateWebhookDelayMs;
    if (lateBy !== null && lateBy !== undefined) {
      if (!(await this.background.sleep(lateBy))) return;
      const duplicate: WebhookDelivery = { ...record, status: null, attempts: 0, duplicate: true, error: undefined };
      webhooks.push(duplicate);
      await attempt(duplicate);
    }
  }
}

import { buildSandbox, CHARGE_OUTCOMES, type ChargeOutcome, SANDBOX_SECRET_KEY } from './sandbox';

const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const secretKey = process.env.SANDBOX_SECRET_KEY?.trim() || SANDBOX_SECRET_KEY;
const webhookUrl = process.env.WEBHOOK_URL?.trim() || 'http://127.0.0.1:5080/api/payment/webhook';
const publicUrl = process.env.PUBLIC_URL?.trim() || null;

function numberEnv(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

const refundOutcome = process.env.SANDBOX_REFUND_OUTCOME?.trim() || 'processed';
if (!['processed', 'failed', 'needs-attention'].includes(refundOutcome)) {
  throw new Error(`SANDBOX_REFUND_OUTCOME must be processed, failed or needs-attention (got "${refundOutcome}")`);
}
const duplicateMs = numberEnv('SANDBOX_DUPLICATE_WEBHOOK_MS');
const chargeOutcome = process.env.SANDBOX_CHARGE_OUTCOME?.trim() || 'success';
if (!(CHARGE_OUTCOMES as readonly string[]).includes(chargeOutcome)) {
  throw new Error(`SANDBOX_CHARGE_OUTCOME must be one of ${CHARGE_OUTCOMES.join(', ')} (got "${chargeOutcome}")`);
}

const app = await buildSandbox({
  secretKey,
  webhookUrl,
  publicUrl,
  logger: true,
  customerPaysFees: ['1', 'true', 'yes'].includes((process.env.SANDBOX_CUSTOMER_PAYS_FEES ?? '').trim().toLowerCase()),
  timeScale: numberEnv('SANDBOX_TIME_SCALE'),
  transferDelayMs: numberEnv('SANDBOX_TRANSFER_DELAY_MS'),
  refundStepMs: numberEnv('SANDBOX_REFUND_STEP_MS'),
  refundOutcome: refundOutcome as 'processed' | 'failed' | 'needs-attention',
  duplicateWebhookDelayMs: duplicateMs === undefined || duplicateMs === 0 ? null : duplicateMs,
  chargeAuthorizationOutcome: chargeOutcome as ChargeOutcome,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
app.log.info(
  `Paystack sandbox on http://${host}:${port} (secret key ${secretKey === SANDBOX_SECRET_KEY ? SANDBOX_SECRET_KEY : '[from SANDBOX_SECRET_KEY]'}, webhooks to ${webhookUrl})`,
);

import { buildSandbox, SANDBOX_SECRET_KEY } from './sandbox';

const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const secretKey = process.env.SANDBOX_SECRET_KEY?.trim() || SANDBOX_SECRET_KEY;
const webhookUrl = process.env.WEBHOOK_URL?.trim() || 'http://127.0.0.1:5080/api/payment/webhook';
const publicUrl = process.env.PUBLIC_URL?.trim() || null;

const app = await buildSandbox({ secretKey, webhookUrl, publicUrl, logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
app.log.info(
  `Paystack sandbox on http://${host}:${port} (secret key ${secretKey === SANDBOX_SECRET_KEY ? SANDBOX_SECRET_KEY : '[from SANDBOX_SECRET_KEY]'}, webhooks to ${webhookUrl})`,
);

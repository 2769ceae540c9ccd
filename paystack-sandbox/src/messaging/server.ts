import { buildMessagingSandbox, MESSAGING_SANDBOX_SECRET } from './messaging-sandbox';
import { USSD_SANDBOX_SECRET } from './state';

const port = Number(process.env.PORT ?? 8091);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL?.trim() || 'http://127.0.0.1:5080';

const app = await buildMessagingSandbox({
  smsWebhookUrl: `${apiUrl}/api/notifications/sms/webhook`,
  whatsappWebhookUrl: `${apiUrl}/api/notifications/whatsapp/webhook`,
  ussdCallbackUrl: `${apiUrl}/api/ussd?key=${encodeURIComponent(process.env.USSD_SECRET?.trim() || USSD_SANDBOX_SECRET)}`,
  ussdServiceCode: process.env.USSD_SERVICE_CODE?.trim() || undefined,
  secret: process.env.MESSAGING_WEBHOOK_SECRET?.trim() || MESSAGING_SANDBOX_SECRET,
  logger: true,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
app.log.info(
  `Messaging sandbox (SMS, WhatsApp, USSD) on http://${host}:${port}, webhooks to ${apiUrl}; the phone screen: http://${host}:${port}/phone`,
);

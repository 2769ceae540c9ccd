import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { PharmacyIdentity } from '../../config';
import { currentRequestId } from '../lib/request-context';
import { mailTexts } from './mail-texts';

/** The request that caused a mail, as a header the mail provider's logs keep (X-Request-Id). */
function requestHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { 'X-Request-Id': id } : {};
}

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The link the message is about (confirmation, reset); logged in outbox mode so flows work offline. */
  link?: string;
};

export type SentMail = { messageId: string; outboxFile?: string };

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** SMTP when SMTP_URL is set. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: requestHeaders(),
    });
    this.log.info({ subject: message.subject, messageId: info.messageId }, 'mail sent');
    return { messageId: info.messageId };
  }

  close() {
    this.transport.close();
  }
}

/** No SMTP: each message becomes one .eml file (text and HTML parts) in the outbox folder. */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    readonly outboxDir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: requestHeaders(),
    });
    await fs.mkdir(this.outboxDir, { recursive: true });
    const slug = message.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${slug}-${crypto.randomBytes(3).toString('hex')}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    this.log.info({ subject: message.subject, file, link: message.link }, 'mail written to outbox');
    return { messageId: info.messageId, outboxFile: file };
  }

  close() {}
}

export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from, options.log)
    : new OutboxMailer(path.join(options.dataDir, 'outbox'), options.from, options.log);
}

/** The line every mail ends with: who is legally responsible for the shop (from PHARMACY_*). */
export function legalLine(pharmacy: PharmacyIdentity): string {
  return (
    `${pharmacy.registeredName}, ${pharmacy.address}. PCN premises licence ${pharmacy.premisesLicence}. ` +
    `Superintendent pharmacist: ${pharmacy.superintendent.name} (PCN ${pharmacy.superintendent.registrationNumber}).`
  );
}

/** Every message, whoever wrote it, leaves with the pharmacy's legal identity at its foot. */
export function withLegalFooter(mailer: Mailer, pharmacy: PharmacyIdentity): Mailer {
  const line = legalLine(pharmacy);
  const htmlLine = `<p style="font-size:11px;color:#7b8794">${escapeHtml(line)}</p>`;
  return {
    send: (message) =>
      mailer.send({
        ...message,
        text: `${message.text.trimEnd()}\n${line}\n`,
        html: message.html.includes('</div></body></html>')
          ? message.html.replace('</div></body></html>', `${htmlLine}\n</div></body></html>`)
          : `${message.html}\n${htmlLine}`,
      }),
    close: () => mailer.close(),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The shop's mail layout: a heading, paragraphs, an optional button; text and HTML from one source, its own words in `locale` (English by default). */
export function composeMail(options: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  locale?: string | null;
}) {
  const t = mailTexts(options.locale);
  const footer = options.footer ?? t('layout.footer');
  const text = [
    options.heading,
    '',
    ...options.paragraphs.flatMap((p) => [p, '']),
    ...(options.action ? [`${options.action.label}: ${options.action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#0b7a75;font-size:20px;margin-top:0">${escapeHtml(options.heading)}</h1>
${options.paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${
  options.action
    ? `<p><a href="${escapeHtml(options.action.url)}" style="display:inline-block;background:#0b7a75;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(options.action.label)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(t('layout.pasteLink', { url: options.action.url }))}</p>`
    : ''
}
<hr style="border:none;border-top:1px solid #e4e7eb"><p style="font-size:12px;color:#7b8794">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { text, html };
}

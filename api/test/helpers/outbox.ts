import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export type OutboxMail = { file: string; raw: string; to: string; from: string; subject: string; text: string; links: string[] };

/** Quoted-printable bytes back to text (UTF-8: "×" is =C3=97). */
function decodeQuotedPrintable(s: string) {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages the app wrote to its outbox folder (no SMTP in tests), oldest first. */
export function readOutbox(app: FastifyInstance): OutboxMail[] {
  const dir = path.join(app.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      const raw = fs.readFileSync(file, 'utf8');
      const text = decodeQuotedPrintable(raw);
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return {
        file,
        raw,
        to: header('To'),
        from: header('From'),
        subject: header('Subject'),
        text,
        links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, '&')),
      };
    });
}

/** The newest mail to this address, with the link of the given page (`/confirm-email`, `/resetss`) parsed. */
export function lastMailTo(app: FastifyInstance, to: string, page: string) {
  const mail = readOutbox(app)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  const link = mail.links.find((l) => new URL(l).pathname === page);
  if (!link) throw new Error(`no ${page} link in mail "${mail.subject}"`);
  return { mail, link, params: new URL(link).searchParams };
}

// Reads the mail the API wrote to its outbox (one .eml per message) the way a person would: the
// message to an address, and the site link in it.
import fs from 'node:fs';
import path from 'node:path';

/** The text of an .eml file with quoted-printable and base64 parts decoded. */
export function decodeMail(raw: string): string {
  const quotedPrintable = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (match) => Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Parts].join('\n');
}

export interface MailQuery {
  /** The site route the link goes to, e.g. 'confirm-email' or 'resetss'. */
  route: string;
  /** Only mail whose subject matches. */
  subject?: RegExp;
  /** Files already used; the one found is added, so the same mail is not returned twice. */
  seen?: Set<string>;
}

/** Waits (up to 20 s) for a mail to `to` matching the query, and returns its first link to the route. */
export async function mailedLink(outboxDir: string, to: string, { route, subject, seen }: MailQuery): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir)
      ? fs
          .readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml') && !seen?.has(f))
          .sort()
      : [];
    for (const file of files) {
      const text = decodeMail(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      if (subject && !subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? '')) continue;
      const link = new RegExp(`https?://[^\\s"'<>]+/${route}\\?[^\\s"'<>]+`).exec(text)?.[0];
      if (link) {
        seen?.add(file);
        return link.replace(/&amp;/g, '&');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail${subject ? ` "${subject}"` : ''} to ${to} with a /${route} link in ${outboxDir}`);
}

/** Waits (up to 20 s) for a mail to `to` whose subject matches, and returns its decoded text. */
export async function mailTo(outboxDir: string, to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files.sort()) {
      const text = decodeMail(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      if (subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? '')) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a subject like ${subject} in ${outboxDir}`);
}

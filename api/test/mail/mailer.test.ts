import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { composeMail, createMailer, OutboxMailer, SmtpMailer } from '../../src/platform/mail/mailer';

const log = { info() {}, warn() {}, error() {} } as never;

test('without SMTP, each message becomes an .eml file with text and HTML parts from e-pharmacy', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-mail-'));
  try {
    const mailer = createMailer({ smtpUrl: null, from: 'e-pharmacy <no-reply@e-pharmacy.ng>', dataDir, log });
    assert.ok(mailer instanceof OutboxMailer);
    const sent = await mailer.send({
      to: 'bisi@example.ng',
      subject: 'Hello <Bisi>',
      ...composeMail({ heading: 'Hi <Bisi>', paragraphs: ['Welcome.'], action: { label: 'Open', url: 'http://localhost:8080/x?a=1&b=2' } }),
    });
    assert.ok(sent.outboxFile?.startsWith(path.join(dataDir, 'outbox')));
    const raw = fs
      .readFileSync(sent.outboxFile!, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    assert.match(raw, /^From: "?e-pharmacy"? <no-reply@e-pharmacy\.ng>\r?$/m);
    assert.match(raw, /^To: bisi@example\.ng\r?$/m);
    assert.match(raw, /multipart\/alternative/);
    assert.match(raw, /text\/plain/);
    assert.match(raw, /text\/html/);
    assert.match(raw, /Hi &lt;Bisi&gt;/);
    assert.match(raw, /href="http:\/\/localhost:8080\/x\?a=1&amp;b=2"/);
    assert.match(raw, /Open: http:\/\/localhost:8080\/x\?a=1&b=2/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('with SMTP_URL the SMTP transport is used', () => {
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'e-pharmacy <no-reply@e-pharmacy.ng>', dataDir: os.tmpdir(), log });
  assert.ok(mailer instanceof SmtpMailer);
  mailer.close();
});

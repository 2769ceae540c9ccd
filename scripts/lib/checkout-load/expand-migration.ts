// The `migration` fault: the next release's migration applied while shoppers pay, by the
// deployment's own one-shot step (node api/dist/platform/db/migrate-cli.js, under the migration lock) on a
// copy of api/drizzle with one more migration. It only expands (new nullable columns, a new
// table, an index): the replicas already running, which know none of it, keep working beside it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const TAG = '9000_next_release_expand';

/** Expand only: nothing the running code reads or writes changes meaning. */
const SQL = [
  `ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "gift_message" text;`,
  `ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "provider_fee_note" text;`,
  `CREATE TABLE IF NOT EXISTS "order_gift_wraps" ("order_id" uuid PRIMARY KEY REFERENCES "orders"("id") ON DELETE CASCADE, "style" text NOT NULL, "created_at" timestamp with time zone DEFAULT now() NOT NULL);`,
  `CREATE INDEX IF NOT EXISTS "orders_gift_message_idx" ON "orders" ("gift_message") WHERE "gift_message" IS NOT NULL;`,
].join('\n--> statement-breakpoint\n');

/** A copy of the committed migrations with the next release's expand step appended. */
export function nextReleaseMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-next-release-'));
  fs.cpSync(path.join(root, 'api', 'drizzle'), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${TAG}.sql`), SQL);
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ idx: last.idx + 1, version: '7', when: Date.now(), tag: TAG, breakpoints: true } as never);
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return folder;
}

/** Runs the deployment's migration step against the database with the given folder; answers its output. */
export async function applyMigrations(databaseUrl: string, folder: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node',
    [path.join(root, 'api', 'dist', 'platform', 'db', 'migrate-cli.js'), `--folder=${folder}`],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      cwd: root,
    },
  );
  return stdout.trim();
}

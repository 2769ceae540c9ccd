// The backup file's encryption: AES-256-GCM with a key derived (scrypt, a fresh salt per file) from
// BACKUP_KEY. Layout: MAGIC, salt (16 bytes), IV (12 bytes), ciphertext, authentication tag (16 bytes).
// A flipped byte anywhere, or the wrong key, fails the tag check, and nothing decrypted is used.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('EPHARMACY-BACKUP-AES256GCM-1\n');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class BackupIntegrityError extends Error {}

/** BACKUP_KEY as given (16+ characters; a long random string, kept apart from the backups). */
export function backupKey(env: NodeJS.ProcessEnv = process.env): string | null {
  const key = env.BACKUP_KEY?.trim();
  if (!key) return null;
  if (key.length < 16) throw new Error('BACKUP_KEY must be at least 16 characters (e.g. `openssl rand -base64 32`).');
  return key;
}

function deriveKey(secret: string, salt: Buffer): Buffer {
  return crypto.scryptSync(secret, salt, 32);
}

export function isEncrypted(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const read = fs.readSync(fd, head, 0, MAGIC.length, 0);
    return read === MAGIC.length && head.equals(MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

export async function encryptFile(source: string, target: string, secret: string): Promise<void> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  const out = fs.createWriteStream(target, { mode: 0o600 });
  out.write(Buffer.concat([MAGIC, salt, iv]));
  await pipeline(fs.createReadStream(source), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), (err?: Error | null) => (err ? reject(err) : resolve())));
}

/** Decrypts into `target`; throws BackupIntegrityError (and removes `target`) when the tag does not match. */
export async function decryptFile(source: string, target: string, secret: string): Promise<void> {
  const size = fs.statSync(source).size;
  const headerBytes = MAGIC.length + SALT_BYTES + IV_BYTES;
  if (size < headerBytes + TAG_BYTES || !isEncrypted(source))
    throw new BackupIntegrityError(`${source} is not an encrypted backup of this shop.`);
  const fd = fs.openSync(source, 'r');
  const header = Buffer.alloc(headerBytes);
  const tag = Buffer.alloc(TAG_BYTES);
  fs.readSync(fd, header, 0, headerBytes, 0);
  fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  fs.closeSync(fd);
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = crypto.createDecipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: headerBytes, end: size - TAG_BYTES - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch (err) {
    fs.rmSync(target, { force: true });
    if (err instanceof Error && /authenticate/i.test(err.message)) {
      throw new BackupIntegrityError(
        `${source} failed its integrity check (AES-GCM tag): the file is corrupted or was altered, or BACKUP_KEY is not the key it was made with. Nothing was restored.`,
      );
    }
    throw err;
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

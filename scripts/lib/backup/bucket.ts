// Backups and the object store: when S3_BUCKET is set the shop's files live in buckets (pictures in
// S3_BUCKET, prescriptions in S3_PRIVATE_BUCKET when set), so a backup copies them out of there, and
// the encrypted backup file itself goes to BACKUP_S3_BUCKET (default: S3_BUCKET) under
// BACKUP_S3_PREFIX (default "backups/"), where retention applies too and restore fetches it from.
// Same endpoint and credentials as the API's (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, ...).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export type BucketSettings = {
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** S3_BUCKET: product pictures (the API's `uploads`). */
  picturesBucket: string | null;
  /** S3_PRIVATE_BUCKET: prescriptions (the API's `private`); without it they stay in DATA_DIR/private. */
  privateBucket: string | null;
  /** Where backup files go: BACKUP_S3_BUCKET, else S3_BUCKET. */
  backupBucket: string;
  /** Key prefix of backup files, ending in "/". */
  backupPrefix: string;
};

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The object-store settings, or null when neither S3_BUCKET nor BACKUP_S3_BUCKET is set (backups stay in BACKUP_DIR). */
export function bucketSettings(env: NodeJS.ProcessEnv = process.env): BucketSettings | null {
  const pictures = env.S3_BUCKET?.trim() || null;
  const backupBucket = env.BACKUP_S3_BUCKET?.trim() || pictures;
  if (!backupBucket) return null;
  const privateBucket = (pictures && env.S3_PRIVATE_BUCKET?.trim()) || null;
  for (const [name, value] of [
    ['S3_BUCKET', pictures],
    ['S3_PRIVATE_BUCKET', privateBucket],
    ['BACKUP_S3_BUCKET', backupBucket],
  ] as const) {
    if (value && !BUCKET_NAME.test(value)) throw new Error(`${name} is not a valid bucket name (got "${value}")`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET or BACKUP_S3_BUCKET');
  if (backupBucket === privateBucket)
    throw new Error('BACKUP_S3_BUCKET must not be the prescriptions bucket (S3_PRIVATE_BUCKET): choose a bucket of its own');
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  let prefix = (env.BACKUP_S3_PREFIX?.trim() ?? 'backups/').replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  if (backupBucket === pictures && !prefix)
    throw new Error('BACKUP_S3_PREFIX must not be empty when backups share S3_BUCKET with the pictures');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  return {
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : endpoint !== null,
    picturesBucket: pictures,
    privateBucket,
    backupBucket,
    backupPrefix: prefix,
  };
}

export function s3Client(settings: BucketSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 5,
    // A streamed upload otherwise goes as aws-chunked with a trailing checksum, which several
    // S3-compatible servers store as is (the chunk framing inside the object); the archive carries
    // its own AES-GCM tag and SHA-256s, checked on restore.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function* listKeys(client: S3Client, bucket: string, prefix = ''): AsyncGenerator<{ key: string; size: number }> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: Number(item.Size ?? 0) };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function download(client: S3Client, bucket: string, key: string, file: string): Promise<void> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  await pipeline(answer.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
}

/**
 * Copies every object of `bucket` into `dir` (key = relative path), leaving out keys under
 * `skipPrefix` (the backups themselves, when they share the bucket). Returns the number of objects.
 */
export async function copyBucket(client: S3Client, bucket: string, dir: string, skipPrefix: string | null): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  for await (const { key } of listKeys(client, bucket)) {
    if (skipPrefix && key.startsWith(skipPrefix)) continue;
    if (key.endsWith('/')) continue; // a "folder" marker some tools write
    const file = path.resolve(dir, key);
    if (!file.startsWith(`${path.resolve(dir)}${path.sep}`) || key.split('/').includes('..'))
      throw new Error(`bucket ${bucket} holds an object whose key is not a safe file name: ${JSON.stringify(key)}`);
    await download(client, bucket, key, file);
    count++;
  }
  return count;
}

export async function uploadBackup(client: S3Client, settings: BucketSettings, file: string): Promise<string> {
  const key = `${settings.backupPrefix}${path.basename(file)}`;
  await client.send(
    new PutObjectCommand({
      Bucket: settings.backupBucket,
      Key: key,
      Body: fs.createReadStream(file),
      ContentLength: fs.statSync(file).size,
      ContentType: 'application/octet-stream',
    }),
  );
  return key;
}

/** Backup file names in the bucket, oldest first (names sort by time). */
export async function listRemoteBackups(client: S3Client, settings: BucketSettings, name: RegExp): Promise<string[]> {
  const names: string[] = [];
  for await (const { key } of listKeys(client, settings.backupBucket, settings.backupPrefix)) {
    const rest = key.slice(settings.backupPrefix.length);
    if (name.test(rest)) names.push(rest);
  }
  return names.sort();
}

/** Keeps the newest `keep` backups in the bucket; returns the names deleted. */
export async function pruneRemoteBackups(client: S3Client, settings: BucketSettings, name: RegExp, keep: number): Promise<string[]> {
  const all = await listRemoteBackups(client, settings, name);
  const old = all.slice(0, Math.max(0, all.length - Math.max(1, keep)));
  for (const item of old)
    await client.send(new DeleteObjectCommand({ Bucket: settings.backupBucket, Key: `${settings.backupPrefix}${item}` }));
  return old;
}

/** Fetches one backup (by its file name, or an s3://bucket/key address) into `file`. */
export async function fetchBackup(client: S3Client, settings: BucketSettings, wanted: string, file: string): Promise<string> {
  const address = /^s3:\/\/([^/]+)\/(.+)$/.exec(wanted);
  const bucket = address ? address[1] : settings.backupBucket;
  const key = address ? address[2] : `${settings.backupPrefix}${wanted}`;
  try {
    await download(client, bucket, key, file);
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) throw new Error(`No backup s3://${bucket}/${key}.`);
    throw err;
  }
  return `s3://${bucket}/${key}`;
}

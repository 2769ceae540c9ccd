import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export type StoredObject = { body: Readable; size: number; contentType: string | undefined };

/**
 * Where the API keeps files (product pictures; prescriptions in a private store of their own): a folder on this
 * machine by default, or an S3-compatible bucket when configured, so several API machines share
 * them. Keys are made by the server (never from a client's file name).
 */
export interface ObjectStore {
  readonly description: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object (nothing happens when there is none). */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a key this server makes: ${key}`);
}

/** Files under one folder; writes are atomic (a temporary file renamed into place). */
export class FolderObjectStore implements ObjectStore {
  constructor(readonly dir: string) {}

  get description() {
    return `folder ${this.dir}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    const file = path.join(this.dir, key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    const file = path.join(this.dir, key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: fs.createReadStream(file), size: stat.size, contentType: undefined };
  }

  async exists(key: string): Promise<boolean> {
    checkKey(key);
    const stat = await fs.promises.stat(path.join(this.dir, key)).catch(() => null);
    return !!stat?.isFile();
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await fs.promises.rm(path.join(this.dir, key), { force: true });
  }
}

export type S3Settings = {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (MinIO, Ceph, most S3-compatible servers); virtual-hosted for AWS. */
  forcePathStyle: boolean;
};

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** One bucket of an S3-compatible service. Objects are private: the API reads and serves them. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      maxAttempts: 3,
    });
  }

  get description() {
    return `bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0), contentType: answer.ContentType };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    checkKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}

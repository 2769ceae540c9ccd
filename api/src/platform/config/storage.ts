// Where uploaded files live when several API machines share them.
import type { Config } from './types';
import { parseUrl, type Problems } from './values';

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** S3_BUCKET and its companions: an S3-compatible store, or null (files in DATA_DIR). */
export function readS3(env: NodeJS.ProcessEnv, problems: Problems): Config['s3'] {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = parseUrl('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:'], problems);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId || !secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET');
  const privateBucket = env.S3_PRIVATE_BUCKET?.trim() || null;
  for (const [name, value] of [
    ['S3_BUCKET', bucket],
    ['S3_PRIVATE_BUCKET', privateBucket],
  ] as const) {
    if (value && !BUCKET_NAME.test(value)) problems.push(`${name} is not a valid bucket name (got "${value}")`);
  }
  if (privateBucket && privateBucket === bucket)
    problems.push('S3_PRIVATE_BUCKET must differ from S3_BUCKET (private files never share the pictures bucket)');
  return {
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket,
    privateBucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== null,
  };
}

// An S3 API server (s3rver) in a process of its own, for the object-store tests. Plain Node (no
// tsx loader, which trips over one of koa's dependencies). Reports its port over IPC.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
const { port } = await server.run();
process.send?.({ port });
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));

// One test process for a group of API test files (scripts/run-tests.mjs hands it their paths in
// API_TEST_GROUP): each file is imported in turn and its tests join this process's run, so the group
// pays Node's start-up and the API's import once instead of once per file. Each file still builds
// its own app on its own fresh database (helpers/build-test-app.ts), and no test file touches
// process-wide state (environment, globals, timers) that another could see.
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const files = JSON.parse(process.env.API_TEST_GROUP ?? '[]') as string[];
if (files.length === 0) throw new Error('API_TEST_GROUP names no test file');

// The runner starts a process's tests in order, one at a time, and ends the process's run (with its
// after hooks, which close each file's app) once none is waiting. So this first test waits until
// every file is imported: no file's tests start, and no app is closed, while another file is still
// setting up. The files' own tests then run in order.
let loaded: (failures: string[]) => void = () => undefined;
const allLoaded = new Promise<string[]>((resolve) => (loaded = resolve));
test(`the group's ${files.length} test files load`, async () => {
  const failures = await allLoaded;
  if (failures.length) throw new Error(`Test files that did not load:\n${failures.join('\n')}`);
});

const failures: string[] = [];
for (const file of files) {
  try {
    await import(pathToFileURL(path.resolve(file)).href);
  } catch (error) {
    failures.push(`${file}: ${(error as Error).stack ?? String(error)}`);
  }
}
loaded(failures);

// The deployment files, checked without a Docker engine: docker-compose.yml through a real Compose
// parser (Debian's `docker-compose` package, which .ci/run installs; skipped where it is missing
// outside CI), and every Dockerfile's COPY sources against the repository (the front ends' one
// file for each front end it builds).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FRONT_ENDS = ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'];
const compose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
const haveCompose = compose.status === 0;
const skipCompose = haveCompose ? false : process.env.CI ? false : 'docker-compose is not installed (apt-get install docker-compose)';

function composeConfig() {
  return execFileSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', '.env.example', 'config'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test('docker-compose config -q accepts the compose file (with .env.example)', { skip: skipCompose }, () => {
  const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', '.env.example', 'config', '-q'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
});

test('the compose file builds its images and mounts no host folder, only configuration files', { skip: skipCompose }, () => {
  const config = composeConfig();
  const binds = [...config.matchAll(/^\s+- (\/[^:\n]+):([^:\n]+)(:ro)?$/gm)].map((m) => ({ source: m[1], readOnly: Boolean(m[3]) }));
  for (const bind of binds) {
    assert.ok(fs.statSync(bind.source).isFile(), `${bind.source} is a host folder mounted into a container`);
    assert.match(path.relative(root, bind.source), /^(nginx|deploy)\//, `${bind.source} is not configuration`);
    assert.ok(bind.readOnly, `${bind.source} is mounted writable`);
  }
  assert.doesNotMatch(config, /tsx/, 'a service runs TypeScript through tsx instead of the compiled build');
  for (const service of ['api-1', 'api-2', 'migrate', 'pages', ...FRONT_ENDS]) {
    const block = config.split(/^ {2}(?=\S)/m).find((b) => b.startsWith(`${service}:`));
    assert.ok(block, `service ${service} is missing`);
    const dockerfile =
      service.startsWith('api') || service === 'migrate'
        ? 'api/Dockerfile'
        : service === 'pages'
          ? 'deploy/page-server.Dockerfile'
          : 'deploy/front-end.Dockerfile';
    assert.match(block, new RegExp(`dockerfile: ${dockerfile}`), `${service} does not build ${dockerfile}`);
    if (FRONT_ENDS.includes(service)) assert.match(block, new RegExp(`APP: ${service}\\n`), `${service} does not build itself (APP)`);
  }
});

test("every Dockerfile's COPY sources exist and each image builds in stages", () => {
  const builds = [
    { file: 'api/Dockerfile', app: null },
    { file: 'deploy/page-server.Dockerfile', app: null },
    ...FRONT_ENDS.map((app) => ({ file: 'deploy/front-end.Dockerfile', app })),
  ];
  for (const { file, app } of builds) {
    const text = fs.readFileSync(path.join(root, file), 'utf8').replaceAll('${APP}', app ?? '${APP}');
    assert.ok((text.match(/^FROM /gm) ?? []).length >= 2, `${file} is not multi-stage`);
    for (const [, args] of text.matchAll(/^COPY (?!--from)(.+)$/gm)) {
      const sources = args.trim().split(/\s+/).slice(0, -1);
      for (const source of sources)
        assert.ok(fs.existsSync(path.join(root, source)), `${file} copies ${source}${app ? ` for ${app}` : ''}, which does not exist`);
    }
    if (app) {
      assert.match(text, /^FROM nginx:/m, `${app} is not a static nginx image`);
      assert.ok(fs.existsSync(path.join(root, app, 'webpack.config.mjs')), `${app} has no webpack build`);
    }
  }
});

test('the page server image bundles with the esbuild package.json pins, as the journeys run it', () => {
  const text = fs.readFileSync(path.join(root, 'deploy/page-server.Dockerfile'), 'utf8');
  const pinned = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.esbuild;
  assert.match(text, new RegExp(`esbuild@${pinned.replace(/\./g, '\\.')}\\b`), `the image installs another esbuild than ${pinned}`);
  const journeys = fs.readFileSync(path.join(root, 'scripts/lib/nginx.ts'), 'utf8');
  const command = /^RUN npx esbuild scripts\/page-server\.ts (.+)$/m.exec(text)?.[1] ?? '';
  assert.ok(command, 'the image does not bundle scripts/page-server.ts with esbuild');
  for (const flag of ['--bundle', '--platform=node', '--format=esm', '--target=node20']) {
    assert.ok(command.split(' ').includes(flag), `the image does not bundle with ${flag}`);
    assert.ok(journeys.includes(`'${flag}'`), `scripts/lib/nginx.ts does not bundle with ${flag}`);
  }
});

test('the backup service runs the compiled backup command daily, from the API image with the key required', { skip: skipCompose }, () => {
  const config = composeConfig();
  const block = config.split(/^ {2}(?=\S)/m).find((b) => b.startsWith('backup:'));
  assert.ok(block, 'service backup is missing');
  assert.match(block, /dockerfile: api\/Dockerfile\n\s+target: backup\n/);
  assert.match(block, /- api\/dist\/ops\/backup\.js\n\s+- --daily-at=\d\d:\d\d\n/);
  assert.match(block, /- backups:\/backups/);
  const withoutKey = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...Object.fromEntries(
        fs
          .readFileSync(path.join(root, '.env.example'), 'utf8')
          .split('\n')
          .filter((l) => /^[A-Z_]+=/.test(l) && !l.startsWith('BACKUP_KEY='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      ),
    },
  });
  assert.notEqual(withoutKey.status, 0, 'compose accepts a backup service without BACKUP_KEY');
  assert.match(withoutKey.stderr, /set BACKUP_KEY/);
});

test("the backup image's commands bundle as api/Dockerfile bundles them, and start", () => {
  const text = fs.readFileSync(path.join(root, 'api/Dockerfile'), 'utf8');
  const command = /^RUN npx esbuild (scripts\/backup\.ts scripts\/restore\.ts .+) --outdir=api\/dist\/ops$/m.exec(text)?.[1];
  assert.ok(command, 'api/Dockerfile does not bundle the backup commands into api/dist/ops');
  const outdir = path.join(root, 'api', `.ops-bundle-test-${process.pid}`);
  try {
    const esbuild = path.join(root, 'node_modules', '.bin', 'esbuild');
    const built = spawnSync(esbuild, [...command.split(' '), `--outdir=${outdir}`], { cwd: root, encoding: 'utf8' });
    assert.equal(built.status, 0, built.stderr);
    const restore = spawnSync('node', [path.join(outdir, 'restore.js')], { cwd: root, encoding: 'utf8' });
    assert.equal(restore.status, 1, restore.stderr);
    assert.match(restore.stderr, /restore refused: usage: npm run restore/);
    const backup = spawnSync('node', [path.join(outdir, 'backup.js'), '--daily-at=24:00'], { cwd: root, encoding: 'utf8' });
    assert.equal(backup.status, 1, backup.stderr);
    assert.match(backup.stderr, /BACKUP_DAILY_AT must be a UTC time HH:MM/);
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
});

test('nginx closes an idle upstream connection before the server behind it does (no POST sent down a connection the API just closed)', () => {
  // The template's ${VARIABLES} carry braces of their own: named plainly first, so each block reads whole.
  const template = fs.readFileSync(path.join(root, 'nginx', 'templates', 'storefront.conf.template'), 'utf8').replace(/\$\{(\w+)\}/g, '$1');
  const upstreams = [...template.matchAll(/upstream\s+(\w+)\s*\{([^}]*)\}/g)];
  assert.ok(upstreams.length >= 7, 'the API, the page server and each static service');
  // The API keeps an idle connection 10 s (api/src/app.ts keepAliveTimeout), Node's other servers 5 s.
  const apiIdle = /keepAliveTimeout:\s*([\d_]+)/.exec(fs.readFileSync(path.join(root, 'api', 'src', 'app.ts'), 'utf8'));
  assert.ok(apiIdle, "the API's keepAliveTimeout");
  const serverIdleSeconds = Math.min(Number(apiIdle[1].replace(/_/g, '')) / 1000, 5);
  const pooled = upstreams.filter(([, , body]) => /\bkeepalive\s+\d+/.test(body));
  assert.equal(pooled.length, upstreams.length, 'every upstream keeps connections open');
  for (const [, name, body] of pooled) {
    const idle = /keepalive_timeout\s+(\d+)s/.exec(body);
    assert.ok(idle, `${name} sets keepalive_timeout (nginx's default, 60 s, outlives the servers')`);
    assert.ok(Number(idle[1]) < serverIdleSeconds, `${name}: ${idle[1]} s is below the servers' ${serverIdleSeconds} s`);
  }
});

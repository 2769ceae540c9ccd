// Which tables each API file writes, and which domain declares each table: the check behind
// tooling/lint/table-ownership.test.mjs (a file writes only the tables of its own domain's schema
// file, api/src/platform/db/schema/<domain>.ts; a workflow owns none), and which files query the database at
// all (only repositories should: `*-repository.ts`; the db platform and the seed aside).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source text without comments (so "UPDATE" in a comment is no write). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The tables a schema file declares: `[{ name, table }]` (the TypeScript name and the SQL name). */
export function declaredTables(schemaText) {
  const found = [];
  for (const match of withoutComments(schemaText).matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g))
    found.push({ name: match[1], table: match[2] });
  return found;
}

/** Every table of api/src/platform/db/schema, by TypeScript and by SQL name: `Map<name, { table, domain }>`. */
export function tableOwners(schemaDir) {
  const owners = new Map();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const domain = file.replace(/\.ts$/, '');
    for (const { name, table } of declaredTables(readFileSync(path.join(schemaDir, file), 'utf8'))) {
      owners.set(name, { table, domain });
      owners.set(table, { table, domain });
    }
  }
  return owners;
}

/**
 * The tables a source writes, by SQL name: Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and
 * raw `INSERT INTO`, `UPDATE`, `DELETE FROM`. In a repository a write through a variable
 * (`.update(table)`) counts as a write of every table the file names; elsewhere (`throughVariables`
 * false) only a table named in the call counts (`hash.update(text)`, `map.delete(key)` are no writes).
 */
export function writtenTables(source, owners, { throughVariables = true } = {}) {
  const text = withoutComments(source);
  const named = [...new Set([...text.matchAll(/\b\w+\b/g)].map((m) => m[0]).filter((w) => owners.has(w)))];
  const written = new Set();
  const add = (word) => {
    const name = word.split('.').pop();
    if (owners.has(name)) written.add(owners.get(name).table);
    else if (throughVariables) for (const other of named) written.add(owners.get(other).table);
  };
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*([\w$.]+)\s*[,)]/g)) add(match[1]);
  for (const match of text.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+(?:\$\{\s*([\w$.]+)\s*\}|"?(\w+)"?)/gi)) {
    if (match[1]) add(match[1]);
    else if (owners.has(match[2])) add(match[2]); // not a word of a sentence ("UPDATE would ...")
  }
  return [...written].sort();
}

/** `api/src/**\/*-repository.ts`, relative to `srcDir`. */
export function repositoryFiles(srcDir) {
  return readdirSync(srcDir, { recursive: true })
    .map(String)
    .filter((file) => /-repository\.ts$/.test(file))
    .sort();
}

/** The folder a file under api/src belongs to: `domains/<name>/…` and `platform/<name>/…` are `<name>`. */
export function domainOf(file) {
  const parts = file.split(path.sep);
  return (parts[0] === 'domains' || parts[0] === 'platform') && parts.length > 2 ? parts[1] : parts[0];
}

/** Folders whose files may query any table: the db platform (schema, client, migrations) and the seed. */
export const QUERY_PLATFORM = ['platform/db', 'workflows/first-start-seed'];

const REPOSITORY_FILE = /-repository\.ts$/;

/** Every source file under `srcDir` but the db platform's and the seed's, relative to it. */
export function sourceFiles(srcDir) {
  return readdirSync(srcDir, { recursive: true })
    .map(String)
    .filter(
      (file) =>
        /\.ts$/.test(file) && !/\.d\.ts$/.test(file) && !QUERY_PLATFORM.some((dir) => file.split(path.sep).join('/').startsWith(`${dir}/`)),
    )
    .sort();
}

/**
 * Whether a source runs a query: it imports a value (not only types) from drizzle-orm (its
 * operators, the sql tag), or calls select()/selectDistinct()/execute() or insert(table)/update(table)/
 * delete(table) on a table it names.
 */
export function runsQueries(source, owners) {
  const text = withoutComments(source);
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]drizzle-orm(?:\/[\w-]+)?['"]/gm)) {
    if (match[1]) continue;
    const names = match[2]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names.some((n) => !n.startsWith('type '))) return true;
  }
  if (/\.(?:select|selectDistinct|execute)\(/.test(text)) return true;
  return writtenTables(text, owners, { throughVariables: false }).length > 0;
}

/** Files outside repositories (and outside the db platform and the seed) that query the database. */
export function queriesOutsideRepositories(srcDir) {
  const owners = tableOwners(path.join(srcDir, 'platform/db/schema'));
  return sourceFiles(srcDir)
    .filter((file) => !REPOSITORY_FILE.test(file) && runsQueries(readFileSync(path.join(srcDir, file), 'utf8'), owners))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * "<file> writes <table> (declared in db/schema/<domain>.ts)" for every write outside the file's
 * domain, over every source file (a workflow owns no table; the db platform and the seed aside).
 */
export function foreignWrites(srcDir) {
  const owners = tableOwners(path.join(srcDir, 'platform/db/schema'));
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const domain = domainOf(file);
    const source = readFileSync(path.join(srcDir, file), 'utf8');
    for (const table of writtenTables(source, owners, { throughVariables: REPOSITORY_FILE.test(file) })) {
      const owner = owners.get(table).domain;
      if (owner !== domain) problems.push(`${file.split(path.sep).join('/')} writes ${table} (declared in db/schema/${owner}.ts)`);
    }
  }
  return problems;
}

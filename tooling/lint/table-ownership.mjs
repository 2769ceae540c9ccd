// Which tables each API repository writes, and which domain declares each table: the check behind
// tooling/lint/table-ownership.test.mjs (a repository writes only the tables of its own domain's
// schema file, api/src/db/schema/<domain>.ts).
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

/** Every table of api/src/db/schema, by TypeScript and by SQL name: `Map<name, { table, domain }>`. */
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
 * The tables a repository's source writes, by SQL name: Drizzle's `.insert(t)`, `.update(t)`,
 * `.delete(t)` and raw `INSERT INTO`, `UPDATE`, `DELETE FROM`. A write through a variable
 * (`.update(table)`) counts as a write of every table the file names.
 */
export function writtenTables(source, owners) {
  const text = withoutComments(source);
  const named = [...new Set([...text.matchAll(/\b\w+\b/g)].map((m) => m[0]).filter((w) => owners.has(w)))];
  const written = new Set();
  const add = (word) => {
    const name = word.split('.').pop();
    if (owners.has(name)) written.add(owners.get(name).table);
    else for (const other of named) written.add(owners.get(other).table);
  };
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*([\w$.]+)\s*[,)]/g)) add(match[1]);
  for (const match of text.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+(?:\$\{\s*([\w$.]+)\s*\}|"?(\w+)"?)/g)) {
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

/** "<file> writes <table> (declared in db/schema/<domain>.ts)" for every write outside the file's domain. */
export function foreignWrites(srcDir) {
  const owners = tableOwners(path.join(srcDir, 'db/schema'));
  const problems = [];
  for (const file of repositoryFiles(srcDir)) {
    const domain = file.split(path.sep)[0];
    for (const table of writtenTables(readFileSync(path.join(srcDir, file), 'utf8'), owners)) {
      const owner = owners.get(table).domain;
      if (owner !== domain) problems.push(`${file.split(path.sep).join('/')} writes ${table} (declared in db/schema/${owner}.ts)`);
    }
  }
  return problems;
}

// The import graph of a TypeScript source folder and the circles in it: the check behind
// tooling/lint/import-cycles.test.mjs (no import circle between api/src's folders, nor between
// the files of one folder).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.mts', '.mjs', '.js'];

/** The file a relative specifier names (`./x` → `x.ts`, `./dir` → `dir/index.ts`), or null. */
function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The relative specifiers a source imports or re-exports (type-only ones included: they tie the files as tightly). */
export function importsOf(source) {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

/** `Map<file, Set<file>>` of every source file under `srcDir` (tests and declaration files aside), paths relative to it. */
export function importGraph(srcDir) {
  const files = readdirSync(srcDir, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|mts|mjs)$/.test(f) && !/\.d\.ts$|\.test\./.test(f));
  const graph = new Map();
  for (const file of files) {
    const absolute = path.join(srcDir, file);
    const targets = new Set();
    for (const specifier of importsOf(readFileSync(absolute, 'utf8'))) {
      const target = resolve(absolute, specifier);
      if (target && !path.relative(srcDir, target).startsWith('..')) targets.add(path.relative(srcDir, target).split(path.sep).join('/'));
    }
    graph.set(file.split(path.sep).join('/'), targets);
  }
  return graph;
}

/**
 * The folder a file belongs to for the circles between folders: a layer's own folder
 * (`domains/stock`, `platform/lib`, `workflows/checkout`), another top folder, or for a file at the
 * top its name (`config.ts` goes with `platform/config/`, the readers it gathers).
 */
export function folderOf(file, nested = ['workflows', 'domains', 'platform']) {
  const parts = file.split('/');
  if (parts.length === 1) {
    const name = file.replace(/\.[cm]?[jt]s$/, '');
    return name === 'config' && nested.includes('platform') ? 'platform/config' : name;
  }
  if (nested.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The graph between folders: `Map<folder, Set<folder>>` (a folder's imports of itself left out). */
export function folderGraph(graph, folder = folderOf) {
  const folders = new Map();
  for (const [file, targets] of graph) {
    const from = folder(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) if (folder(target) !== from) folders.get(from).add(folder(target));
  }
  return folders;
}

/** The graph between the files of one folder (imports leaving the folder left out). */
export function insideGraph(graph, inFolder, folder = folderOf) {
  const inside = new Map();
  for (const [file, targets] of graph) {
    if (folder(file) !== inFolder) continue;
    inside.set(file, new Set([...targets].filter((t) => folder(t) === inFolder)));
  }
  return inside;
}

/** The circles of a graph: each strongly connected group of two or more nodes (or one importing itself), sorted (Tarjan). */
export function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Every circle of `srcDir`: between folders ("a -> b -> a" by folder) and inside each folder (by file). */
export function importCircles(srcDir) {
  const graph = importGraph(srcDir);
  const between = circles(folderGraph(graph)).map((group) => `between folders: ${group.join(', ')}`);
  const folders = [...new Set([...graph.keys()].map((f) => folderOf(f)))].sort();
  const inside = folders.flatMap((f) => circles(insideGraph(graph, f)).map((group) => `inside ${f}: ${group.join(', ')}`));
  return [...between, ...inside];
}

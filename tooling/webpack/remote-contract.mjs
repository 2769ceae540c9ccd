// Checks a remote against the kernel's contract (shared-kernel/src/remotes/remote-contract.ts) and
// publishes what it found as contract.json beside routes.json: the modules it exposes, the pages its
// `./pages` module draws (every page its routes.ts names must be there), and the events it emits and
// listens to (each one the kernel's, each payload written in place fitting the kernel's schema). A
// remote that renames an event, sends a payload the schema refuses or drops a page fails its build.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { readRoutes } from './route-manifest.mjs';

export const CONTRACT_FILE = 'contract.json';
const KERNEL_CONTRACT = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '..',
  '..',
  'shared-kernel',
  'src',
  'remotes',
  'remote-contract.ts',
);

/** The kernel's contract, evaluated as data. */
export function readKernelContract(file = KERNEL_CONTRACT) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: () => ({}) }, { filename: file });
  return module.exports.REMOTE_CONTRACT;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'testing', 'test-utils', 'harness'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function calleeName(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression))
    return `${expression.expression.text}.${expression.name.text}`;
  return null;
}

/** Problems with a payload written in place as an object literal (spreads and variables are left to TypeScript). */
function payloadProblems(schema, literal) {
  if (!literal || !ts.isObjectLiteralExpression(literal)) return [];
  if (literal.properties.some((property) => !ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))) return [];
  const names = literal.properties.map((property) => property.name.getText());
  const problems = [];
  for (const required of schema.required ?? []) if (!names.includes(required)) problems.push(`it lacks "${required}"`);
  if (schema.additionalProperties === false)
    for (const name of names) if (!(name in schema.properties)) problems.push(`"${name}" is not in the payload's schema`);
  for (const property of literal.properties) {
    const allowed = ts.isPropertyAssignment(property) ? schema.properties[property.name.getText()]?.enum : undefined;
    if (allowed && ts.isStringLiteral(property.initializer) && !allowed.includes(property.initializer.text))
      problems.push(`"${property.name.getText()}" is "${property.initializer.text}", not one of ${allowed.join(', ')}`);
  }
  return problems;
}

/** The events a remote's source emits and listens to, and what breaks the contract in them. */
export function scanEvents(srcDir, contract) {
  const emits = new Set();
  const listens = new Set();
  const problems = [];
  const helpers = new Map(Object.entries(contract.events).flatMap(([event, { emittedBy }]) => emittedBy.map((name) => [name, event])));
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const where = (node) =>
      `${path.relative(path.dirname(srcDir), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node.expression);
        const [first, second] = node.arguments;
        if ((name === 'emit' || name === 'on') && first && ts.isStringLiteralLike(first)) {
          const event = contract.events[first.text];
          if (!event)
            problems.push(`${where(node)}: "${first.text}" is not an event of the kernel (${Object.keys(contract.events).join(', ')})`);
          else if (name === 'emit')
            for (const problem of payloadProblems(event.payload, second))
              problems.push(`${where(node)}: the "${first.text}" payload: ${problem}`);
          (name === 'emit' ? emits : listens).add(first.text);
        } else if (name && helpers.has(name)) emits.add(helpers.get(name));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { emits: [...emits].sort(), listens: [...listens].sort(), problems };
}

/** The page names the `./pages` module's `pages` object declares. */
export function exposedPages(pagesFile, exportName = 'pages') {
  if (!fs.existsSync(pagesFile)) return null;
  const source = ts.createSourceFile(pagesFile, fs.readFileSync(pagesFile, 'utf8'), ts.ScriptTarget.ES2022, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText() !== exportName || !declaration.initializer) continue;
      const value =
        ts.isSatisfiesExpression(declaration.initializer) || ts.isAsExpression(declaration.initializer)
          ? declaration.initializer.expression
          : declaration.initializer;
      if (ts.isObjectLiteralExpression(value)) return value.properties.map((property) => property.name?.getText()).filter(Boolean);
    }
  }
  return null;
}

/**
 * Checks one remote: `dir` is its package folder, `exposes` its Module Federation exposes. Returns
 * its published contract, or throws with every problem found.
 */
export function checkRemoteContract({ dir, name, exposes }, contract = readKernelContract()) {
  const problems = [];
  for (const required of contract.exposes) if (!exposes?.[required]) problems.push(`it must expose ${required}`);
  const pagesFile = exposes?.['./pages'] ? path.resolve(dir, exposes['./pages']) : null;
  const pages = pagesFile ? exposedPages(pagesFile, contract.pagesExport) : null;
  if (pagesFile && !pages)
    problems.push(`${path.relative(dir, pagesFile)} must export \`${contract.pagesExport}\` as an object of page components`);
  const routes = readRoutes(path.join(dir, 'src', 'routes.ts'));
  for (const route of routes)
    if (pages && !pages.includes(route.page))
      problems.push(`routes.ts draws /${route.path} with page "${route.page}", which ./pages does not have`);
  const events = scanEvents(path.join(dir, 'src'), contract);
  problems.push(...events.problems);
  if (problems.length) throw new Error(`${name} breaks the kernel's contract:\n  - ${problems.join('\n  - ')}`);
  return {
    remote: name,
    exposes: Object.keys(exposes).sort(),
    pages: [...(pages ?? [])].sort(),
    emits: events.emits,
    listens: events.listens,
  };
}

/** Fails the build of a remote that breaks the contract; publishes contract.json otherwise. */
export class RemoteContractPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            compilation.emitAsset(CONTRACT_FILE, new RawSource(JSON.stringify(checkRemoteContract(this.options))));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`RemoteContractPlugin: ${error.message}`));
          }
        },
      );
    });
  }
}

// ESLint plugin for the API's layers (api/src/domains.mjs declares them), used by eslint.config.mjs
// as `api-layers/imports`. For every relative import of a file under api/src it checks:
// - a routes file (`*-routes.ts`) never imports a repository (`*-repository.ts`);
// - a domain (api/src/domains/<name>) imports only itself, the platform and the domains declared as
//   allowed for it, never the composition root (app.ts, server.ts);
// - a domain (or the platform, api/src/platform/<name>) never imports a workflow (api/src/workflows);
// - every folder is in a layer, and every folder of platform/ and domains/ is declared.
// Two more rules: `stored-callbacks` (no method keeps a function it is given: dependencies are
// constructor arguments) and `workflow-decorators` (a domain never calls a workflow through the app).
// tooling/lint/api-layers.test.mjs runs it on imports that break each rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES = /-routes\.[cm]?[jt]s$/;
const REPOSITORY = /-repository(\.[cm]?[jt]s)?$/;
const EXTENSION = /\.[cm]?[jt]s$/;

/**
 * `{ layer, folder, name }` of a path under `srcDir`, or null outside it. `layer` is `root` (the
 * composition root: app.ts, server.ts, domains.mjs), `platform`, `domains`, `workflows`, or null for
 * a folder no layer holds; `folder` is the platform's or domain's folder (the workflows' folder for
 * every workflow). config.ts, the configuration's entry point, counts as the platform's `config`.
 */
export function place(srcDir, file, workflows = 'workflows') {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  const name = parts[parts.length - 1];
  if (parts.length === 1) {
    if (name.replace(EXTENSION, '') === 'config') return { layer: 'platform', folder: 'config', name };
    return { layer: parts[0] === workflows ? 'workflows' : 'root', folder: null, name };
  }
  if (parts[0] === workflows) return { layer: 'workflows', folder: workflows, name };
  if (parts[0] === 'platform' || parts[0] === 'domains') return { layer: parts[0], folder: parts.length > 2 ? parts[1] : '', name };
  return { layer: null, folder: parts[0], name };
}

/** The problem (a message) with `from` importing `to`, both places under api/src; null when allowed. */
export function layerProblem({ domains }, from, to, sourceFile) {
  if (ROUTES.test(from.name) && REPOSITORY.test(to.name))
    return `A route (${from.name}) never imports a repository (${to.name}); call the domain's service.`;
  if (from.layer === 'root' || from.layer === 'workflows' || from.layer === null) return null;
  if (to.layer === 'workflows')
    return from.layer === 'platform'
      ? `The platform (${from.folder}) never imports a workflow (${sourceFile}).`
      : `A domain (${from.folder}) never imports a workflow (${sourceFile}); the workflow calls the domain.`;
  if (from.layer === 'platform' || to.layer === 'platform') return null;
  const target = to.layer === 'root' ? to.name.replace(EXTENSION, '') : to.folder;
  if (to.layer === 'domains' && to.folder === from.folder) return null;
  const allowed = domains[from.folder];
  if (!allowed) return null; // reported once for the whole file
  if (to.layer === 'domains' && allowed.includes(target)) return null;
  const list = allowed.length ? allowed.join(', ') : 'none';
  return `The domain ${from.folder} may not import ${to.layer === 'domains' ? 'the domain ' : ''}${target} (allowed: ${list}; declared in api/src/domains.mjs).`;
}

/** Why the file's folder is not declared, or null. */
export function undeclared({ domains, platform }, from) {
  if (from.layer === null)
    return `api/src/${from.folder} is not a layer: put it under api/src/platform, api/src/domains or api/src/workflows (api/src/domains.mjs).`;
  if (from.layer === 'domains' && !(from.folder in domains))
    return `api/src/domains/${from.folder} is not declared in api/src/domains.mjs (DOMAINS, with the domains it may import).`;
  if (from.layer === 'platform' && !platform.includes(from.folder))
    return `api/src/platform/${from.folder} is not declared in api/src/domains.mjs (PLATFORM).`;
  return null;
}

const imports = {
  meta: {
    type: 'problem',
    docs: { description: "The API's layers: routes, domains, workflows and platform (api/src/domains.mjs)." },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
          domains: { type: 'object' },
          platform: { type: 'array', items: { type: 'string' } },
          workflows: { type: 'string' },
        },
        required: ['srcDir', 'domains', 'platform', 'workflows'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const layers = context.options[0];
    const from = place(layers.srcDir, context.filename, layers.workflows);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = place(layers.srcDir, path.resolve(path.dirname(context.filename), source.value), layers.workflows);
      const message = to && layerProblem(layers, from, to, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      Program(node) {
        const message = undeclared(layers, from);
        if (message) context.report({ node, message });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The member chain under `node` starts at `this` (`this.x`, `this.a.b`). */
const onThis = (node) => {
  while (node?.type === 'MemberExpression') node = node.object;
  return node?.type === 'ThisExpression';
};

/**
 * `api-layers/stored-callbacks`: a method other than the constructor never keeps a function it is
 * given (assigns it to a member of `this`, or pushes, adds or sets it into one): a dependency is a
 * constructor argument, passed as the app is built, never registered later (setX(fn), onX(fn)).
 * A parameter counts as a function when its declared type is one (an arrow type, or a type alias
 * of one declared in the file); data parameters are never reported.
 */
const storedCallbacks = {
  meta: { type: 'problem', docs: { description: 'No callback registered on a service after it is built.' }, schema: [] },
  create(context) {
    const functionAliases = new Set();
    const isFunctionType = (annotation, seen = 0) => {
      const type = annotation?.typeAnnotation;
      if (!type || seen > 3) return false;
      if (type.type === 'TSFunctionType') return true;
      if (type.type === 'TSUnionType') return type.types.some((t) => isFunctionType({ typeAnnotation: t }, seen + 1));
      return type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && functionAliases.has(type.typeName.name);
    };
    const methods = [];
    return {
      TSTypeAliasDeclaration(node) {
        if (node.typeAnnotation.type === 'TSFunctionType') functionAliases.add(node.id.name);
      },
      'MethodDefinition[kind!="constructor"] > FunctionExpression'(fn) {
        methods.push(fn);
      },
      'Program:exit'() {
        for (const fn of methods) {
          const callbacks = new Set();
          for (const param of fn.params) {
            const target = param.type === 'AssignmentPattern' ? param.left : param;
            if (target.type === 'Identifier' && isFunctionType(target.typeAnnotation)) callbacks.add(target.name);
          }
          if (callbacks.size === 0) continue;
          const kept = (arg) => arg?.type === 'Identifier' && callbacks.has(arg.name);
          const visit = (node) => {
            if (!node || typeof node.type !== 'string') return;
            const stored =
              (node.type === 'AssignmentExpression' && onThis(node.left) && kept(node.right)) ||
              (node.type === 'CallExpression' &&
                node.callee.type === 'MemberExpression' &&
                node.callee.object.type === 'MemberExpression' &&
                onThis(node.callee.object) &&
                ['push', 'unshift', 'add', 'set'].includes(node.callee.property.name) &&
                node.arguments.some(kept));
            if (stored)
              context.report({
                node,
                message:
                  'A method keeps a function it is given (a callback registered after the service is built): pass it as a constructor argument when the app is built.',
              });
            for (const [key, value] of Object.entries(node)) {
              if (key === 'parent') continue;
              if (Array.isArray(value)) value.forEach(visit);
              else if (value && typeof value.type === 'string') visit(value);
            }
          };
          visit(fn.body);
        }
      },
    };
  },
};

/**
 * `api-layers/workflow-decorators`: a domain (or the platform) never reaches a workflow through the
 * app either (`app.checkoutWorkflow.verifyPayment(...)`): the decorators the workflows declare
 * (their `interface FastifyInstance` blocks) are read by eslint.config.mjs and passed as `names`.
 */
const workflowDecorators = {
  meta: {
    type: 'problem',
    docs: { description: "A domain never calls a workflow through the app's decorators." },
    schema: [
      {
        type: 'object',
        properties: { names: { type: 'array', items: { type: 'string' } }, objects: { type: 'array', items: { type: 'string' } } },
        required: ['names'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { names, objects = ['app', 'fastify', 'instance'] } = context.options[0];
    const workflowNames = new Set(names);
    return {
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !objects.includes(node.object.name)) return;
        const name = node.property.type === 'Identifier' && !node.computed ? node.property.name : null;
        if (name && workflowNames.has(name))
          context.report({
            node,
            message: `A domain never reaches a workflow, by import or through the app (${node.object.name}.${name}); the route belongs in the workflow's folder.`,
          });
      },
    };
  },
};

/**
 * The decorators the workflows put on the app: the members of each `interface FastifyInstance`
 * block under `workflowsDir` (for `api-layers/workflow-decorators`).
 */
export function workflowDecoratorNames(workflowsDir) {
  const names = new Set();
  for (const file of readdirSync(workflowsDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(path.join(workflowsDir, file), 'utf8');
    for (const block of text.matchAll(/interface FastifyInstance\s*\{([\s\S]*?)\n\s*\}/g))
      for (const member of block[1].matchAll(/^\s*(?:readonly\s+)?(\w+)\??\s*[:(]/gm)) names.add(member[1]);
  }
  return [...names].sort();
}

export default {
  meta: { name: 'api-layers' },
  rules: { imports, 'stored-callbacks': storedCallbacks, 'workflow-decorators': workflowDecorators },
};

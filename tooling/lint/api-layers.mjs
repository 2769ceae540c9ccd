// ESLint plugin for the API's layers (api/src/domains.mjs declares them), used by eslint.config.mjs
// as `api-layers/imports`. For every relative import of a file under api/src it checks:
// - a routes file (`*-routes.ts`) never imports a repository (`*-repository.ts`);
// - a domain imports only itself, the platform and the domains declared as allowed for it;
// - a domain (or the platform) never imports a workflow;
// - every top-level folder is declared (as a domain, the workflows or platform).
// tooling/lint/api-layers.test.mjs runs it on imports that break each rule.
import path from 'node:path';

const ROUTES = /-routes\.[cm]?[jt]s$/;
const REPOSITORY = /-repository(\.[cm]?[jt]s)?$/;

/** `{ folder, name }` of a path under `srcDir` (folder null for a file at its top), or null outside it. */
function place(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return { folder: parts.length > 1 ? parts[0] : null, name: parts[parts.length - 1] };
}

/** The problem (a message) with `from` importing `to`, both places under api/src; null when allowed. */
export function layerProblem({ domains, platform, workflows }, from, to, sourceFile) {
  if (ROUTES.test(from.name) && REPOSITORY.test(to.name))
    return `A route (${from.name}) never imports a repository (${to.name}); call the domain's service.`;
  const target = to.folder ?? to.name.replace(/\.[cm]?[jt]s$/, '');
  const owner = from.folder;
  if (owner === null || owner === target || owner === workflows) return null;
  if (target === workflows)
    return platform.includes(owner)
      ? `The platform (${owner}) never imports a workflow (${sourceFile}).`
      : `A domain (${owner}) never imports a workflow (${sourceFile}); the workflow calls the domain.`;
  if (platform.includes(owner) || platform.includes(target)) return null;
  const allowed = domains[owner];
  if (!allowed) return null; // reported once for the whole file
  if (allowed.includes(target)) return null;
  const list = allowed.length ? allowed.join(', ') : 'none';
  return `The domain ${owner} may not import ${to.folder ? 'the domain ' : ''}${target} (allowed: ${list}; declared in api/src/domains.mjs).`;
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
    const from = place(layers.srcDir, context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = place(layers.srcDir, path.resolve(path.dirname(context.filename), source.value));
      const message = to && layerProblem(layers, from, to, source.value);
      if (message) context.report({ node: source, message });
    };
    const declared = (folder) =>
      folder === null || folder === layers.workflows || layers.platform.includes(folder) || folder in layers.domains;
    return {
      Program(node) {
        if (!declared(from.folder))
          context.report({
            node,
            message: `api/src/${from.folder} is not declared in api/src/domains.mjs (as a domain with the domains it may import, or as platform).`,
          });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'api-layers' }, rules: { imports } };

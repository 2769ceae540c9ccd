// ESLint plugin for the front ends' shape, used by eslint.config.mjs as `front-end/...`:
// - `front-end/form-uses-hook`: a `<form>` (or any element given `onSubmit`) lives in a file that
//   builds it with the kernel's form hook (`useForm`) or is handed its model (`FormModel`), so every
//   form has the same values, checks, server errors, busy state and focus on the first error;
// - `front-end/one-call-per-api-file`: a feature's API file (`features/**/api/*.ts`, `*-api.ts`)
//   exports one call (a function that reaches the API), named as the file; its types and helpers
//   may sit beside it.
// tooling/lint/front-end-rules.test.mjs runs both on code that breaks them and code that doesn't.

const FORM_HOOK_NAMES = new Set(['useForm', 'FormModel']);

const formUsesHook = {
  meta: {
    type: 'problem',
    docs: { description: 'Every form is built with the kernel form hook (useForm).' },
    schema: [],
    messages: {
      bypass:
        'This form bypasses the form hook: build it with useForm (shared-kernel/src/ui/use-form.ts) — values, checks, server errors, busy and focus on the first error come with it.',
    },
  },
  create(context) {
    const forms = [];
    let usesHook = false;
    return {
      Identifier(node) {
        if (FORM_HOOK_NAMES.has(node.name)) usesHook = true;
      },
      JSXOpeningElement(node) {
        const isForm = node.name.type === 'JSXIdentifier' && node.name.name === 'form';
        const submits = node.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === 'onSubmit');
        if (isForm || submits) forms.push(node);
      },
      'Program:exit'() {
        if (!usesHook) for (const node of forms) context.report({ node, messageId: 'bypass' });
      },
    };
  },
};

const DEFAULT_CALLEES = ['api', 'publicApi', 'apiClient', 'publicFetch', 'fetch', 'adminList'];

/** The function an exported declaration defines, or null (a type, a constant that is no function). */
function exportedFunctions(declaration) {
  if (!declaration) return [];
  if (declaration.type === 'FunctionDeclaration') return [{ name: declaration.id?.name ?? 'default', body: declaration }];
  if (declaration.type !== 'VariableDeclaration') return [];
  return declaration.declarations
    .filter((d) => d.init && (d.init.type === 'ArrowFunctionExpression' || d.init.type === 'FunctionExpression'))
    .map((d) => ({ name: d.id.name, body: d.init }));
}

/** Whether `node` mentions one of `names` (an identifier anywhere beneath it). */
function mentions(node, names, keys) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'Identifier' && names.has(node.name)) return true;
  for (const key of keys(node)) {
    if (key === 'parent') continue;
    const value = node[key];
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof child.type === 'string' && mentions(child, names, keys)) return true;
  }
  return false;
}

const oneCallPerApiFile = {
  meta: {
    type: 'problem',
    docs: { description: "A feature's API file exports one call." },
    schema: [{ type: 'object', properties: { callees: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      second:
        'A feature API file exports one call; {{name}} is another ({{first}} is here already): move it to its own file ({{file}}.ts).',
    },
  },
  create(context) {
    const callees = new Set(context.options[0]?.callees ?? DEFAULT_CALLEES);
    const keys = (node) => context.sourceCode.visitorKeys[node.type] ?? [];
    const calls = [];
    return {
      ExportNamedDeclaration(node) {
        for (const fn of exportedFunctions(node.declaration)) if (mentions(fn.body, callees, keys)) calls.push({ ...fn, node });
      },
      ExportDefaultDeclaration(node) {
        for (const fn of exportedFunctions(node.declaration)) if (mentions(fn.body, callees, keys)) calls.push({ ...fn, node });
      },
      'Program:exit'() {
        for (const call of calls.slice(1))
          context.report({
            node: call.node,
            messageId: 'second',
            data: { name: call.name, first: calls[0].name, file: call.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() },
          });
      },
    };
  },
};

export default {
  meta: { name: 'front-end' },
  rules: { 'form-uses-hook': formUsesHook, 'one-call-per-api-file': oneCallPerApiFile },
};

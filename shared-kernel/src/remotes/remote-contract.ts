import type { EventName } from '../events/event-bus';

/**
 * What every remote owes the shell and the kernel, as data (each remote's build reads this file with
 * no access to modules, as it reads its routes: tooling/webpack/remote-contract.mjs):
 * - the modules it exposes (`./pages`, whose `pages` export maps page names to components, and which
 *   must draw every page its route manifest names);
 * - the events of the kernel's bus (events/event-bus.ts), each with its payload's schema; a remote
 *   emits and listens to these only, with payloads that fit. The kernel's helpers that emit for a
 *   remote (toasts, the cart's announcement) count as that remote emitting.
 * Each build publishes what it found as `contract.json` beside its `routes.json`; the shell's tests
 * check every remote's published files against this.
 */
export const REMOTE_CONTRACT = {
  exposes: ['./pages'],
  pagesExport: 'pages',
  events: {
    'cart:changed': {
      payload: {
        type: 'object',
        required: ['reason'],
        additionalProperties: false,
        properties: {
          reason: { enum: ['load', 'add', 'update', 'remove', 'clear', 'order'] },
          items: { type: 'array' },
        },
      },
      emittedBy: ['announceCartChange'],
    },
    'auth:changed': {
      payload: { type: 'object', required: ['loggedIn'], additionalProperties: false, properties: { loggedIn: { type: 'boolean' } } },
      emittedBy: [],
    },
    'toast:show': {
      payload: {
        type: 'object',
        required: ['type', 'summary', 'detail'],
        additionalProperties: false,
        properties: {
          type: { enum: ['error', 'success', 'warning', 'info'] },
          summary: { type: 'string' },
          detail: { type: 'string' },
          position: { type: 'string' },
          duration: { type: 'number' },
          sticky: { type: 'boolean' },
          link: { type: 'object' },
        },
      },
      emittedBy: ['showToast', 'toast.success', 'toast.error', 'toast.warning', 'toast.info'],
    },
  },
} as const;

export type ContractEventName = keyof typeof REMOTE_CONTRACT.events;

/** The contract names exactly the bus's events: renaming one in either place fails the kernel's typecheck. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const CONTRACT_NAMES_EVERY_EVENT: Same<ContractEventName, EventName> = true;

/** What a remote's build publishes as `contract.json`: what it exposes, the pages it draws, the events it uses. */
export interface PublishedContract {
  remote: string;
  exposes: string[];
  pages: string[];
  emits: string[];
  listens: string[];
}

export const CONTRACT_FILE = 'contract.json';

/**
 * What is wrong with a remote's published contract.json, read beside its routes.json: a missing
 * expose, a page its routes draw that its `./pages` lacks, an event the kernel doesn't have. Empty
 * when it keeps the contract.
 */
export function publishedContractProblems(contract: PublishedContract, routes: readonly { path: string; page: string }[]): string[] {
  const problems: string[] = [];
  for (const expose of REMOTE_CONTRACT.exposes) if (!contract.exposes.includes(expose)) problems.push(`it does not expose ${expose}`);
  for (const route of routes) if (!contract.pages.includes(route.page)) problems.push(`/${route.path} needs page "${route.page}"`);
  for (const event of [...contract.emits, ...contract.listens])
    if (!(event in REMOTE_CONTRACT.events)) problems.push(`"${event}" is not an event of the kernel`);
  return problems;
}

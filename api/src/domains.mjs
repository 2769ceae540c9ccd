// The API's layers, declared once (eslint.config.mjs reads this file; api/README.md "Layers"):
//
//   app.ts, server.ts, config.ts   the composition root: builds the app from everything below
//   workflows/                     checkout, pharmacist review: call domain services in order
//   <domain>/                      owns its tables (db/schema/<domain>.ts) and its rules
//   platform                       lib, plugins, http, db, mail, config: usable by every layer
//
// A domain imports only itself, the platform and the domains listed against it here; it never
// reaches a workflow, by import or through the app (`app.checkoutWorkflow...`): a route that calls
// a workflow lives in that workflow's folder. A workflow may import any domain. A routes file
// (`*-routes.ts`) never imports a repository (`*-repository.ts`): it calls its domain's service.
// Only repositories query the database, and only their own domain's tables are written. A
// service's dependencies are constructor arguments, passed as app.ts builds the app (never set or
// registered later). No import circle, between folders or inside one (tooling/lint tests all this).
// A new top-level folder under api/src must be added here (as a domain or as platform).

/** Folders every layer may import. */
export const PLATFORM = ['lib', 'plugins', 'http', 'db', 'mail', 'config', 'jobs'];

/** The folder of the workflows (may import every domain; no domain imports it). */
export const WORKFLOWS = 'workflows';

/** Each domain and the other domains it may import. */
export const DOMAINS = {
  audit: [],
  identity: ['audit'],
  images: [],
  catalogue: ['audit', 'images', 'stock', 'controlled'],
  stock: ['audit'],
  cart: ['stock'],
  delivery: [],
  prescriptions: ['orders'],
  payments: [],
  orders: ['audit', 'delivery', 'payments', 'stock', 'notifications'],
  operations: ['audit', 'stock'],
  messages: [],
  telemetry: [],
  'pharmacy-identity': ['payments'],
  seed: ['identity', 'images', 'controlled'],
  refills: [],
  conversations: ['notifications'],
  dispatch: ['notifications'],
  labs: ['notifications'],
  promotions: ['audit'],
  /** Controlled medicines: what may be listed, the caps a checkout is held to, the flagged attempts. */
  controlled: [],
  /** Side-effect and suspected-fake reports from shoppers, triaged by pharmacists. */
  vigilance: [],
  /** Consents, and the one notification service (e-mail, SMS, WhatsApp) every notice goes through. */
  notifications: [],
  /** Pay on delivery's orders: open, paid through the rider's link, or refused at the door (workflows/pay-on-delivery). */
  'pay-on-delivery': [],
  /** The shopper's data: the export archive, erasing an account, the retention job, processors and incidents. */
  privacy: ['identity', 'orders'],
};

// The API's layers, declared once (eslint.config.mjs reads this file; api/README.md "Layers"):
//
//   app.ts, server.ts, config.ts   the composition root: builds the app from everything below
//   workflows/<name>/              sequences over several domains (checkout, fulfilment, refill run…)
//   domains/<name>/                each owns its tables (platform/db/schema/<name>.ts) and its rules
//   platform/<name>/               config, db, http, plugins, lib, mail, images, telemetry: every layer uses them
//
// A domain imports only itself, the platform and the domains listed against it here; it never
// reaches a workflow, by import or through the app (`app.checkoutWorkflow...`): a route that calls
// a workflow lives in that workflow's folder. A workflow may import any domain. The platform imports
// no workflow. A routes file (`*-routes.ts`) never imports a repository (`*-repository.ts`): it calls
// its domain's service. Only repositories query the database, and only their own domain's tables are
// written. A service's dependencies are constructor arguments, passed as app.ts builds the app (never
// set or registered later). No import circle, between folders or inside one (tooling/lint tests all
// this). A new folder under api/src/platform or api/src/domains must be added here; nothing else sits
// at the top of api/src but the three layers and the composition root.

/** The folders of api/src/platform: every layer may import them. */
export const PLATFORM = ['config', 'db', 'http', 'plugins', 'lib', 'mail', 'images', 'telemetry', 'jobs'];

/** The folder of the workflows (may import every domain; no domain imports it). */
export const WORKFLOWS = 'workflows';

/** Each folder of api/src/domains and the other domains it may import. */
export const DOMAINS = {
  audit: [],
  identity: ['audit'],
  catalogue: ['audit', 'stock', 'controlled-medicines'],
  stock: ['audit', 'fulfilment'],
  cart: ['stock'],
  delivery: [],
  prescriptions: ['orders'],
  payments: [],
  orders: ['audit', 'delivery', 'payments', 'stock', 'notifications'],
  /** Fulfilment by pharmacy: the routing rule (which pharmacy serves which line) and pay on delivery's records; the sequences are workflows/fulfilment. */
  fulfilment: [],
  /** The last mile: a pharmacy's riders, each parcel's delivery with its code, failed tries; the sequences are workflows/last-mile. */
  'last-mile': ['audit', 'delivery'],
  /** The shop's pharmacies, ambulances and laboratories as shoppers find them and admins edit them. */
  'care-directory': ['audit', 'stock', 'fulfilment'],
  /** The contact form and the newsletter. */
  contact: [],
  /** The registered pharmacy's legal details (PHARMACY_*), with the refund promise. */
  'registered-pharmacy': ['payments'],
  refills: [],
  /** Ask a pharmacist: shoppers' threads and pharmacists' answers. */
  'ask-a-pharmacist': ['notifications'],
  /** A caller's request for one of the shop's ambulances, and its status page. */
  'ambulance-requests': ['notifications'],
  labs: ['notifications'],
  promotions: ['audit'],
  /** Controlled medicines: what may be listed, the caps a checkout is held to, the flagged attempts. */
  'controlled-medicines': [],
  /** Medication profiles: the shopper's and those of the people they buy for (health data); a pharmacist's read is audited. */
  'medication-profiles': ['audit'],
  /** Medication safety: ingredients with their strength and class, the clinical rules (versioned, signed off by a pharmacist) and the pure check over a cart. */
  'medication-safety': ['audit'],
  /** Side-effect and suspected-fake reports from shoppers, triaged by pharmacists. */
  'safety-reports': [],
  /** The stock alerts' bookkeeping: the day's low-stock digest and expiry report claimed once, "Tell me when it's back" requests mailed once. */
  'stock-alerts': [],
  /** Consents, and the one notification service (e-mail, SMS, WhatsApp) every notice goes through. */
  notifications: ['whatsapp-chats'],
  /** The shop's WhatsApp chats: inbound messages taken once, the conversations' state (the conversation itself: workflows/whatsapp-shop). */
  'whatsapp-chats': [],
  /**
   * The shopper's data: the export archive, erasing an account, the retention job, processors and
   * incidents. The erasure and the retention job call each domain's own eraseShopper and
   * purgeOlderThan (in its repository), so privacy imports every domain that holds a shopper's data.
   */
  privacy: [
    'identity',
    'orders',
    'ambulance-requests',
    'ask-a-pharmacist',
    'audit',
    'cart',
    'contact',
    'controlled-medicines',
    'delivery',
    'fulfilment',
    'labs',
    'last-mile',
    'medication-profiles',
    'medication-safety',
    'notifications',
    'payments',
    'prescriptions',
    'refills',
    'safety-reports',
    'stock-alerts',
    'whatsapp-chats',
  ],
};

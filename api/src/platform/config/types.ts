// The API's configuration as the code sees it (api/src/config.ts reads it from the environment).

import type { PharmacistHours } from './pharmacist-hours';
import type { PrivacyConfig } from './privacy';

export type RateLimitRule = { max: number; windowMs: number };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the API runs on PGlite in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** PGlite only: keep the database in memory (tests). */
  inMemoryDatabase: boolean;
  /** PGlite only: a file made by PGlite's dumpDataDir() to start from (tests). */
  pgliteTemplateFile: string | null;
  dataDir: string;
  publicUrl: string;
  corsOrigins: (string | RegExp)[];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** A refresh token lives this long unless used (sliding: each use issues a new one). */
  refreshTokenTtlSeconds: number;
  /** A login (refresh-token family) ends this long after it began, however often it is renewed. */
  sessionMaxSeconds: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  storeInbox: string;
  admin: { email: string; password: string; userName: string } | null;
  /** How long personal data is kept, and who processes it for the pharmacy (config/privacy.ts). */
  privacy: PrivacyConfig;
  /** SMS and WhatsApp providers (null: that channel is off) and the secret their webhooks are signed with. */
  messaging: {
    sms: { baseUrl: string; apiKey: string; senderId: string } | null;
    whatsapp: { baseUrl: string; token: string; phoneNumberId: string; verifyToken: string } | null;
    webhookSecret: string;
    /**
     * The USSD gateway's callback (Africa's Talking-shaped), null: off. The gateway signs nothing, so
     * it proves itself with the shared secret set in its callback URL (`?key=`) and, when the list is
     * not empty, by calling from one of its addresses; the pharmacist's number it offers to call.
     */
    ussd?: { secret: string; allowedIps: string[]; pharmacistPhone: string } | null;
  };
  paystack: {
    secretKey: string | null;
    baseUrl: string | null;
    /**
     * How often (seconds) the API reconciles payments with the provider: re-verifies payments stuck
     * pending, notices paid ones later reversed, follows refunds on their way. 0 turns the job off
     * (admins can still run it from the payments page).
     */
    reconcileIntervalSeconds?: number;
    /** How often the refill plans' scheduler runs on this replica (REFILL_RUN_SECONDS; 0 = off). */
    refillRunSeconds?: number;
    /** Pay on delivery is offered for totals up to this many naira (PAY_ON_DELIVERY_CAP_NAIRA; default 50,000). */
    payOnDeliveryCapNaira?: number;
    /** Retries of 429 and 5xx answers (tests shorten the waits). */
    retry?: { attempts: number; baseDelayMs: number; maxDelayMs: number };
  };
  /**
   * S3-compatible object storage for uploaded files, shared by every API machine; null keeps them
   * in DATA_DIR (one machine). `bucket` holds product pictures (served through /api/images),
   * `privateBucket` files only the API hands out (prescriptions).
   */
  s3: {
    endpoint: string | null;
    region: string;
    bucket: string;
    privateBucket: string | null;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  } | null;
  /**
   * Who is legally responsible for the shop, shown in the footer, the legal page and every mail:
   * the registered business, its Pharmacists Council of Nigeria (PCN) premises licence and its
   * superintendent pharmacist. Production must name them (PHARMACY_*); development and tests use
   * clearly fictional details and say so (`fictional`).
   */
  pharmacy: PharmacyIdentity;
  /** When a pharmacist reviews prescriptions (PHARMACIST_DAYS/OPENS/CLOSES, Lagos time); orders are taken at any hour. */
  pharmacistHours: PharmacistHours;
  logLevel: string;
  /**
   * Which proxies in front of the API may name the client (X-Forwarded-For): a number of hops, or
   * the proxies' addresses/CIDRs. Development and tests trust only this machine's loopback proxies
   * (npm start's site server, nginx); production one hop (the front door). A client-sent header
   * from anywhere else is ignored.
   */
  trustProxy: number | string[];
  /** Metrics access and tracing (config/observability.ts); absent: metrics to direct local scrapers only, no traces. */
  observability?: { metricsToken: string | null; tracesEndpoint: string | null };
  /** Seed the catalogue and the admin account when the database is empty. */
  seed: boolean;
  /**
   * How long one API process reuses a catalogue read (lists, search, one medicine), in seconds;
   * 0 turns it off. A change through this process clears it at once; with Redis (REDIS_URL) every
   * other replica's too (publish/subscribe); without Redis, other replicas catch up within this
   * time. Browsers ask again before reusing an answer (`Cache-Control: no-cache` with an ETag).
   */
  catalogueCacheSeconds: number;
  /** How long an unpaid lab booking holds its slot's place (LAB_HOLD_MINUTES, 30 by default); then it expires and the place is free. */
  labHoldMinutes: number;
  /** DELIVERY_MAX_TRIES: failed delivery tries before a parcel comes back (2). */
  deliveryMaxTries: number;
  rateLimits: {
    /** Every request, per IP. */
    global: RateLimitRule;
    /**
     * Failed logins per account (by id, whichever name is typed) from one address; past it that
     * address gets no more answers about passwords (every failure is refused there), and that account
     * takes no password from that address except on a device it logged in from before. A success clears them.
     */
    loginPerAccount: RateLimitRule;
    /** Failed logins per address after which its further failures are refused for the window (a correct password still gets in). */
    loginFailuresPerIp: RateLimitRule;
    /** Failed logins per address that cost nothing; each further one delays that address's next attempts. */
    loginSlowdown: { after: number; stepMs: number; maxDelayMs: number };
    /** Reset and reactivation mail, per target account and per IP. */
    mailPerAccount: RateLimitRule;
    mailPerIp: RateLimitRule;
    /** Sign-ups per address (a taken username answers 409, so this bounds probing for usernames). */
    registerPerIp: RateLimitRule;
    /** Remote telemetry reports per address. */
    telemetryPerIp: RateLimitRule;
  };
};

export type PharmacyIdentity = {
  registeredName: string;
  premisesLicence: string;
  superintendent: { name: string; registrationNumber: string };
  address: string;
  hours: string;
  /** Where data-protection requests (a copy, a correction, deletion) go. */
  privacyEmail: string;
  /** True while the details are the development defaults, which name no real pharmacy. */
  fictional: boolean;
};

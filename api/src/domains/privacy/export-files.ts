import { orderNumberLabel } from '../orders/order-number';

// The data export's files as a person reads them: each table's rows under a file name that says
// what they are (orders.csv, addresses.csv) and headings in words ("Placed (Lagos time)",
// "Total (₦)"), with internal ids left out of the CSVs (data.json keeps every column as stored).

/** Each exported table's file and what it holds, in README order. */
export const EXPORT_FILES: Record<string, { file: string; about: string }> = {
  users: { file: 'account.csv', about: 'your account: name, email, phone, role and settings' },
  refresh_tokens: { file: 'sign-in-sessions.csv', about: 'the devices and browsers signed in to your account' },
  email_tokens: { file: 'email-links.csv', about: 'links we emailed you (confirm your address, reset your password)' },
  saved_addresses: { file: 'addresses.csv', about: 'your saved delivery addresses' },
  consents: { file: 'consents.csv', about: 'what you agreed to be contacted about, and when you agreed or withdrew' },
  whatsapp_conversations: {
    file: 'whatsapp-conversations.csv',
    about: "your WhatsApp number with the shop: its language, where the chat stood, your last message's time",
  },
  notification_outbox: { file: 'messages-sent-to-you.csv', about: 'emails, SMS and WhatsApp messages we sent or queued for you' },
  cart_items: { file: 'cart.csv', about: 'what is in your cart' },
  cart_notices: { file: 'cart-notices.csv', about: 'notes about your cart (a price changed, an item ran out)' },
  payments: { file: 'payments.csv', about: 'every payment you started, paid or not' },
  refunds: { file: 'refunds.csv', about: 'money given back to you, by payment reference' },
  card_authorizations: { file: 'saved-cards.csv', about: 'cards you saved (brand, last four digits, expiry; never the card number)' },
  orders: { file: 'orders.csv', about: 'your orders: number, when placed, status, delivery and totals' },
  order_lines: { file: 'order-items.csv', about: 'what each order held, by order number' },
  order_reviews: { file: 'order-pharmacist-reviews.csv', about: "a pharmacist's check of an order, by order number" },
  order_parcels: { file: 'order-parcels.csv', about: 'parcels an order was sent in, by order number' },
  delivery_assignments: {
    file: 'deliveries.csv',
    about:
      "each parcel's delivery by a rider, by order number: its state, failed tries, a rebooked day, when it was delivered or came back",
  },
  delivery_failures: { file: 'failed-deliveries.csv', about: 'each failed delivery try and why, by delivery reference' },
  delivery_handover_photos: {
    file: 'delivery-photos.csv',
    about: "the rider's photos of a parcel handed over, by delivery reference (the photos themselves are on the order's page)",
  },
  pay_on_delivery_orders: { file: 'pay-on-delivery.csv', about: 'orders you chose to pay for on delivery, by order number' },
  phone_verifications: { file: 'phone-checks.csv', about: 'codes sent to check your phone number' },
  order_status_events: { file: 'order-status-history.csv', about: 'each change of status of your orders, by order number' },
  stock_recall_orders: { file: 'recall-notices.csv', about: 'recalls of medicines in your orders, by order number' },
  promotion_redemptions: { file: 'discount-codes-used.csv', about: 'discount codes you used' },
  prescriptions: { file: 'prescriptions.csv', about: 'prescriptions you uploaded (the files themselves are in your account)' },
  prescription_access_log: { file: 'prescription-access-log.csv', about: 'who opened your prescriptions, and when' },
  medication_profiles: {
    file: 'medication-profiles.csv',
    about: 'the medication profiles you keep for yourself and the people you buy for: allergies, conditions, regular medicines',
  },
  medication_safety_holds: {
    file: 'medication-safety-checks.csv',
    about: "orders and refills the safety checks held for a pharmacist, the warnings and the pharmacist's decision",
  },
  prescription_approvals: {
    file: 'prescription-approvals.csv',
    about: "a pharmacist's approval of prescription medicines before you paid",
  },
  conversation_threads: { file: 'pharmacist-conversations.csv', about: 'your conversations with a pharmacist' },
  conversation_messages: { file: 'pharmacist-messages.csv', about: 'the messages in those conversations' },
  conversation_access_log: { file: 'conversation-access-log.csv', about: 'who read your conversations, and when' },
  lab_bookings: { file: 'lab-bookings.csv', about: 'lab tests you booked' },
  lab_results: { file: 'lab-results.csv', about: 'results uploaded for your lab bookings (the files are in My lab tests)' },
  lab_result_access_log: { file: 'lab-result-access-log.csv', about: 'who opened your lab results, and when' },
  refill_plans: { file: 'refill-plans.csv', about: 'your repeat orders (refill plans)' },
  refill_cycles: { file: 'refill-deliveries.csv', about: 'each delivery of a refill plan' },
  refill_links: { file: 'refill-links.csv', about: 'links we sent you to confirm or skip a refill' },
  back_in_stock_requests: { file: 'back-in-stock-alerts.csv', about: 'medicines you asked to hear about when back in stock' },
  controlled_attempts: { file: 'controlled-medicine-checks.csv', about: 'checks made when you asked for a controlled medicine' },
  ambulance_requests: { file: 'ambulance-requests.csv', about: 'ambulances you requested' },
  safety_reports: { file: 'side-effect-reports.csv', about: 'side effects or problems you reported about a medicine' },
  audit_entries: { file: 'account-activity.csv', about: 'changes made from your account that the shop records' },
  contact_messages: { file: 'contact-messages.csv', about: 'messages you sent through the contact form' },
  newsletter_subscriptions: { file: 'newsletter.csv', about: 'your newsletter subscription' },
};

/** A parent's rows named by a short reference, and its children's column that points at them. */
const REFERENCES: Record<string, { column: string; heading: string; prefix: string }> = {
  prescriptions: { column: 'prescriptionId', heading: 'Prescription reference', prefix: 'RX-' },
  conversation_threads: { column: 'threadId', heading: 'Conversation reference', prefix: 'CHAT-' },
  lab_bookings: { column: 'bookingId', heading: 'Lab booking reference', prefix: 'LAB-' },
  refill_plans: { column: 'planId', heading: 'Refill plan reference', prefix: 'REFILL-' },
  delivery_assignments: { column: 'assignmentId', heading: 'Delivery reference', prefix: 'DEL-' },
};

const shortReference = (prefix: string, id: unknown) => `${prefix}${String(id).replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Headings that words alone would not say well. */
const HEADINGS: Record<string, string> = {
  orderNumber: 'Order number',
  orderId: 'Order number',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  totalKobo: 'Total (₦)',
  reference: 'Payment reference',
  paymentReference: 'Payment reference',
  sizeBytes: 'Size (bytes)',
  sha256: 'SHA-256 checksum',
};

/** Per file: what a column means there, when it differs from elsewhere. */
const TABLE_HEADINGS: Record<string, Record<string, string>> = {
  orders: { createdAt: 'Placed (Lagos time)' },
  payments: { createdAt: 'Started (Lagos time)' },
};

const words = (key: string) => {
  const text = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(id|url|sms|otp|pin)\b/g, (w) => w.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export type Column = { key: string; heading: string; value: (row: Record<string, unknown>) => unknown };

export type Lookups = { orderNumbers: Map<string, string>; testNames: Map<string, string> };

/**
 * The columns of a table's CSV: headings in words, times in Lagos, naira, order numbers and references
 * for ids; `ids` are the table's own ids (uuid columns: the row's, the account's, a staff member's), left out.
 */
export function exportColumns(
  table: string,
  keys: string[],
  ids: Set<string>,
  lookups: Lookups,
  lagosTime: (at: Date) => string,
): Column[] {
  const own = REFERENCES[table];
  const columns: Column[] = [];
  if (own && keys.includes('id')) columns.push({ key: 'id', heading: own.heading, value: (r) => shortReference(own.prefix, r.id) });
  for (const key of keys) {
    const parent = Object.values(REFERENCES).find((p) => p.column === key);
    if (key === 'orderNumber') columns.push({ key, heading: HEADINGS.orderNumber, value: (r) => orderNumberLabel(Number(r.orderNumber)) });
    else if (key === 'testId') columns.push({ key, heading: 'Test', value: (r) => lookups.testNames.get(String(r.testId)) ?? '' });
    else if (key === 'orderId')
      columns.push({ key, heading: HEADINGS.orderId, value: (r) => lookups.orderNumbers.get(String(r.orderId)) ?? '' });
    else if (parent) columns.push({ key, heading: parent.heading, value: (r) => (r[key] ? shortReference(parent.prefix, r[key]) : '') });
    else if (ids.has(key)) continue;
    else columns.push(plainColumn(table, key, lagosTime));
  }
  // What names the row first: its order number or reference.
  const first = (c: Column) => (c.heading === HEADINGS.orderNumber || c.key === 'id' ? 0 : 1);
  return columns.sort((a, b) => first(a) - first(b));
}

function plainColumn(table: string, key: string, lagosTime: (at: Date) => string): Column {
  const named = TABLE_HEADINGS[table]?.[key] ?? HEADINGS[key];
  if (/Kobo$/.test(key)) {
    const heading = named ?? `${words(key.replace(/Kobo$/, ''))} (₦)`;
    return { key, heading, value: (r) => (r[key] == null ? '' : (Number(r[key]) / 100).toFixed(2)) };
  }
  return {
    key,
    heading: named ?? (/At$/.test(key) ? `${words(key.replace(/At$/, ''))} (Lagos time)` : words(key)),
    value: (r) => readable(r[key], lagosTime),
  };
}

function readable(value: unknown, lagosTime: (at: Date) => string): unknown {
  if (value instanceof Date) return lagosTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** README.txt: what the archive holds and what each file is. */
export function exportReadme(files: { file: string; about: string; rows: number }[]): string {
  const width = Math.max(...files.map((f) => f.file.length), 'data.json'.length) + 2;
  const line = (name: string, about: string) => `${name.padEnd(width)}${about}`;
  return [
    'Everything e-pharmacy holds about you, as of the time in data.json.',
    '',
    'Each CSV file opens in a spreadsheet (UTF-8, comma-separated). Times are Lagos time',
    '(dd/mm/yyyy HH:mm), money is in naira (₦). Orders are named by their order number (EPH-000123);',
    'prescriptions, conversations, lab bookings and refill plans by a short reference (RX-…, CHAT-…,',
    'LAB-…, REFILL-…) that links their rows across files.',
    '',
    ...files.map((f) => line(f.file, `${f.about} (${f.rows} ${f.rows === 1 ? 'row' : 'rows'})`)),
    line('data.json', 'all of the above as stored, every column and internal id, for moving it to another service'),
    '',
    'Files you uploaded (prescriptions, lab results) are described by their rows (name, type, size,',
    'checksum); download the files themselves from your account. Secrets that would let someone act as',
    'you (password and token hashes, card authorisation codes) are left out.',
    '',
  ].join('\n');
}

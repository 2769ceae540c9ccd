// The delivery details a shopper typed at checkout, kept in this tab (sessionStorage) while they type:
// when the session ends mid-checkout (the token expired, or they signed out in another tab) and they
// sign in again, the form comes back as they left it. Kept per shopper (another account signing in on
// this tab never sees it), for a few hours, and never anything about a card (none is typed here: the
// provider's page takes it).
import type { PaymentFormValues } from '../features/payment/lib/validate-payment';

const KEY = 'ep.checkout.draft';
/** A draft older than this is dropped: the shopper has moved on. */
export const DRAFT_LIFETIME_MS = 6 * 3600 * 1000;

/** What is kept: where it goes and how it is paid, as typed. */
const KEPT = [
  'email',
  'choice',
  'zone',
  'city',
  'street',
  'landmark',
  'phone',
  'saveAddress',
  'fulfilment',
  'pickupPharmacyId',
  'paymentMethod',
] as const satisfies readonly (keyof PaymentFormValues)[];

export type CheckoutDraft = Partial<Pick<PaymentFormValues, (typeof KEPT)[number]>>;

interface Stored {
  userId: string;
  /** The amount of the checkout it was typed for: another basket (a new order) starts afresh. */
  amount: number;
  savedAt: number;
  values: CheckoutDraft;
}

/** Keeps what the shopper typed (nothing is kept for a visitor not signed in: checkout needs a login). */
export function saveCheckoutDraft(userId: string | null, amount: number, values: PaymentFormValues): void {
  if (!userId) return;
  const kept: Record<string, unknown> = {};
  for (const name of KEPT) kept[name] = values[name];
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId, amount, savedAt: Date.now(), values: kept } satisfies Stored));
  } catch {
    // Storage refused (private mode, full): the form works as before, without the draft.
  }
}

/** What this shopper typed last in this tab for a checkout of this amount, if recent. */
export function readCheckoutDraft(userId: string | null, amount: number): CheckoutDraft | null {
  if (!userId) return null;
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || stored.userId !== userId || stored.amount !== amount || !(Date.now() - stored.savedAt < DRAFT_LIFETIME_MS)) return null;
    const draft: Record<string, unknown> = {};
    for (const name of KEPT) if (name in (stored.values ?? {})) draft[name] = stored.values[name];
    return draft as CheckoutDraft;
  } catch {
    return null;
  }
}

/** The order is placed: nothing to come back to. */
export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

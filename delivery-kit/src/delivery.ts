import {
  api,
  localPhone,
  type ApiAnswer,
  type BodyOf,
  type DeliveryAddressInput,
  type DeliveryOverview,
  type DeliveryQuote,
  type SavedAddress,
} from 'shared-kernel';

/** GET /api/delivery: the zones with fee and window, and the free-delivery threshold. */
export async function getDeliveryZones(): Promise<DeliveryOverview> {
  const { data } = await api.get('/api/delivery');
  return data;
}

/** GET /api/delivery/addresses: the caller's saved addresses, newest first. */
export async function getSavedAddresses(): Promise<SavedAddress[]> {
  const { data } = await api.get('/api/delivery/addresses');
  return data;
}

export async function saveAddress(address: DeliveryAddressInput): Promise<SavedAddress> {
  const { data } = await api.post('/api/delivery/addresses', { body: address });
  return data;
}

/** PUT /api/delivery/addresses/{id}: changes one of the caller's saved addresses. */
export async function updateSavedAddress(id: string, address: DeliveryAddressInput): Promise<SavedAddress> {
  const { data } = await api.put('/api/delivery/addresses/{id}', { params: { path: { id } }, body: address });
  return data;
}

/** PUT /api/delivery/addresses/{id}/default: the address checkout picks first; answers them all. */
export async function makeDefaultAddress(id: string): Promise<SavedAddress[]> {
  const { data } = await api.put('/api/delivery/addresses/{id}/default', { params: { path: { id } } });
  return data;
}

export async function deleteSavedAddress(id: string): Promise<void> {
  await api.delete('/api/delivery/addresses/{id}', { params: { path: { id } } });
}

/** The server's code for a fridge medicine (insulin, a vaccine) to a state no pharmacy of ours delivers to the same day: its message says why and where to collect it. */
export const COLD_CHAIN_REFUSED = 'cold-chain-not-delivered';

/** A basket named by the browser (a visitor's cart on this device, one medicine): the server prices it. */
export type QuoteBasket = { medicineId: string; quantity: number }[];

/**
 * POST /api/checkout/quote: the caller's cart delivered to a zone or a saved address; or, for anyone
 * (signed in or not), the basket named in `items` delivered to a zone.
 */
export async function getDeliveryQuote(
  to: { zone: string; items?: QuoteBasket } | { addressId: string } | { pickupPharmacyId: string },
  discountCode = '',
): Promise<DeliveryQuote> {
  // The route's schema names both fields without a `required` list, so the generated type asks for
  // both; the API takes either one.
  // A discount code: the server says what it takes off (quote.discount) and totals after it.
  const body = discountCode.trim() ? { ...to, discountCode: discountCode.trim() } : to;
  const { data } = await api.post('/api/checkout/quote', { body: body as BodyOf<'/api/checkout/quote', 'post'> });
  return data;
}

type AddressLike = {
  recipient?: string;
  street?: string;
  landmark?: string;
  city?: string;
  state?: string;
  phone?: string;
};

/** Words a shopper starts a landmark with when they say where it is ("Opposite Kano Zoo", "Behind the mosque"). */
const POSITION_WORDS =
  /^(near|opposite|opp\.?|beside|behind|by|off|close to|next to|adjacent|after|before|across|facing|along|inside|in front of|beyond|under|around)\b/i;

/** The landmark as the rider reads it: as typed when it already says where ("Opposite Kano Zoo"), else "Near <landmark>"; "" when none. */
export function landmarkText(landmark: string | null | undefined): string {
  const typed = (landmark ?? '').trim();
  if (!typed) return '';
  return POSITION_WORDS.test(typed) ? typed : `Near ${typed}`;
}

/** An address as lines to print: recipient, street, landmark, city and state, phone. */
export function addressLines(a: AddressLike): string[] {
  const place = [a.city, a.state ? (a.state === 'FCT' ? 'FCT' : `${a.state} State`) : ''].filter(Boolean).join(', ');
  return [a.recipient ?? '', a.street ?? '', landmarkText(a.landmark), place, a.phone ? localPhone(a.phone) : ''].filter(Boolean);
}

/** A pharmacy a shopper can collect from (GET /api/pickup-points). */
export type PickupPoint = ApiAnswer<'/api/pickup-points', 'get'>[number];

/**
 * The pickup points (in a state, or all), those in the shopper's state first (`near`, else the
 * server reads their saved address), with their hours and when the caller's cart would be ready there.
 */
export async function getPickupPoints(state?: string, near?: string): Promise<PickupPoint[]> {
  const { data } = await api.get('/api/pickup-points', {
    params: { query: { ...(state ? { state } : {}), ...(near ? { near } : {}) } },
  });
  return data;
}

/** A pickup order's one-time PIN (its own customer only). */
export async function getPickupPin(orderId: string): Promise<{ pin?: string; pickedUp?: boolean }> {
  const { data } = await api.get('/api/Order/{id}/pickup-pin', { params: { path: { id: orderId } } });
  return data;
}

/** "In stock in Kano" / "Ships from Lagos in 3–5 days" for a medicine in a state. */
export async function getAvailability(
  medicineId: string,
  state: string,
): Promise<{ state?: string; status?: string; message?: string; shipsFrom?: string; days?: string }> {
  const { data } = await api.get('/api/medicines/{id}/availability', { params: { path: { id: medicineId }, query: { state } } });
  return data;
}

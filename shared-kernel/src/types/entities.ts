/**
 * The entities of the spec (section 3), as the API's JSON carries them. Money is naira.
 * The JSON shapes come from the API's OpenAPI document (./api.generated.ts, made by
 * `npm run generate:api-types`): the names below are aliases into it, never hand-written copies,
 * so a change in the API's schemas shows up here as a type error instead of drift.
 */
import type { components, paths } from './api.generated';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The JSON an operation answers with the given status. */
export type ApiAnswer<P extends keyof paths, M extends Method, S extends number = 200> =
  Operation<P, M> extends { responses: Record<S, { content: { 'application/json': infer Body } }> } ? Body : never;
/** The JSON body an operation takes. */
export type ApiBody<P extends keyof paths, M extends 'post' | 'put' | 'patch'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

export type Role = 'admin' | 'user';

/** The all-zero identifier a new entity carries so that the server assigns one. */
export const NEW_ID = '00000000-0000-0000-0000-000000000000';

export interface TokenClaims {
  name: string;
  role: Role;
  UserId: string;
  /** Granted by an admin; for the UI only (the server checks its own record on every call). */
  pharmacist: boolean;
  /** A laboratory's staff; for the UI only (the lab's routes check their own record on every call). */
  labStaff: boolean;
  /** A pharmacy's staff; for the UI only (the staff routes check their own record on every call). */
  pharmacyStaff?: boolean;
  /** A pharmacy's rider; for the UI only (the rider routes check their own record on every call). */
  rider?: boolean;
  exp?: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type LoginRequest = ApiBody<'/api/user/authenticate', 'post'>;

export type LoginResponse = ApiAnswer<'/api/user/authenticate', 'post'>;

export type RegisterRequest = ApiBody<'/api/user/register', 'post'>;

/** `/api/user/user-profile/{userId}` and the answer of edit-profile (which adds a message). */
export type UserProfile = ApiAnswer<'/api/user/user-profile/{userId}', 'get'>;

export type ResetPasswordRequest = ApiBody<'/api/user/reset-password', 'post'>;

export type Medicine = components['schemas']['Medicine'];
/** What add-medicine takes: a medicine with `imageData` (base64) or an uploaded `imageUrl`. */
export type NewMedicine = ApiBody<'/api/medicine/add-medicine', 'post'>;

export type MedicineCategory = components['schemas']['MedicineCategory'];
export type NewMedicineCategory = ApiBody<'/api/medicine/addCategory', 'post'>;

/** Over the counter, pharmacy-only, prescription-only. */
export type MedicineClass = Medicine['medicineClass'];
export type StockStatus = Medicine['stockStatus'];

export const MEDICINE_CLASS_LABELS: Record<MedicineClass, string> = {
  otc: 'Over the counter',
  pharmacy: 'Pharmacy only',
  pom: 'Prescription only (POM)',
};

/** What the shop says about a medicine's stock: "In stock", "Only 2 left", "Out of stock". */
export function stockLabel(medicine: Pick<Medicine, 'stockStatus' | 'stockLeft'>): string {
  if (medicine.stockStatus === 'out-of-stock') return 'Out of stock';
  if (medicine.stockStatus === 'low-stock') return `Only ${medicine.stockLeft ?? 'a few'} left`;
  return 'In stock';
}

/** Admin views: every record with its stock, visibility and the version an edit sends back. */
export type AdminMedicine = components['schemas']['AdminMedicine'];
export type MedicineEdit = ApiBody<'/api/medicine/{id}', 'patch'>;
export type AdminMedicineCategory = components['schemas']['AdminMedicineCategory'];
export type CategoryEdit = ApiBody<'/api/medicine-categories/{id}', 'patch'>;
export type AdminPharmacy = ApiAnswer<'/api/admin/pharmacies', 'get'>[number];
export type PharmacyEdit = ApiBody<'/api/pharmacies/{id}', 'patch'>;
export type AdminAmbulance = ApiAnswer<'/api/admin/ambulances', 'get'>[number];
export type AmbulanceEdit = ApiBody<'/api/ambulance/{id}', 'patch'>;
export type AdminLaboratory = ApiAnswer<'/api/admin/laboratories', 'get'>[number];
export type LaboratoryEdit = ApiBody<'/api/laboratory/{id}', 'patch'>;
export type StockAdjustment = ApiBody<'/api/medicine/{id}/stock', 'post'>;
export type StockMovement = ApiAnswer<'/api/medicine/{id}/stock', 'get'>[number];
export type StockShortfall = ApiAnswer<'/api/admin/stock-shortfalls', 'get'>[number];
export type StockBatch = ApiAnswer<'/api/medicine/{id}/batches', 'get'>[number];
export type ReceiveBatch = ApiBody<'/api/medicine/{id}/batches', 'post'>;
export type StockSupplier = ApiAnswer<'/api/admin/stock-suppliers', 'get'>[number];
export type ExpiryShown = ApiAnswer<'/api/stock/expiry', 'get'>[number];
export type AuditEntry = ApiAnswer<'/api/admin/audit', 'get'>[number];
export type AuditActor = ApiAnswer<'/api/admin/audit/actors', 'get'>[number];

export type CategoryWithMedicines = ApiAnswer<'/api/medicine-categories/category-with-products/{id}', 'get'>;

export type CartItem = ApiAnswer<'/api/carts/getcartitems', 'get'>[number];

export type AddToCartRequest = ApiBody<'/api/carts/add', 'post'>;

export type Pharmacy = ApiAnswer<'/api/pharmacies', 'get'>[number];

export type Ambulance = ApiAnswer<'/api/ambulance/ambulances', 'get'>[number];

export type Laboratory = ApiAnswer<'/api/laboratories/laboratories', 'get'>[number];

export type PaymentRequest = ApiBody<'/api/payment/initiate', 'post'>;

export type PaymentInitResponse = ApiAnswer<'/api/payment/initiate', 'post'>;
export type PaymentVerification = ApiAnswer<'/api/payment/verify/{ref}', 'get'>;

export type PaymentTransaction = ApiAnswer<'/api/payment/transactions', 'get'>[number];

/** A refund of a payment; its status follows the provider's (Paystack refunds take days). */
export type PaymentRefund = ApiAnswer<'/api/payment/{ref}/refunds', 'get'>[number];
export type RefundStatus = PaymentRefund['status'];

/** How each refund status reads to a shopper or an admin. */
export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  processing: 'Refund processing',
  processed: 'Refunded',
  failed: 'Refund failed',
  'needs-attention': 'Refund needs attention',
};

/** A refund still on its way (worth checking again shortly). */
export const refundInProgress = (status: RefundStatus) => status === 'pending' || status === 'processing';

export type ReconcileReport = ApiAnswer<'/api/payment/reconcile', 'post'>;
export type PaymentProviderStatus = ApiAnswer<'/api/payment/provider-status', 'get'>;

export const ORDER_STATUSES = ['AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How each status reads on every screen that shows one. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AwaitingReview: 'Awaiting pharmacist review',
  Pending: 'Pending',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Canceled: 'Canceled',
};

export function orderStatusLabel(value: unknown): string {
  return ORDER_STATUS_LABELS[normalizeOrderStatus(value)];
}

/** Unknown status values are treated as Pending (spec section 4). */
export function normalizeOrderStatus(value: unknown): OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value) ? (value as OrderStatus) : 'Pending';
}

export type OrderItem = Order['orderItems'][number];

export type Order = ApiAnswer<'/api/Order/{id}', 'get'>;

export type OrderTracking = ApiAnswer<'/api/Order/track/{id}', 'get'>;

/** Reorder: the lines put back in the cart, and those no longer available. */
export type ReorderAnswer = ApiAnswer<'/api/Order/{id}/reorder', 'post'>;

/** Where the shop delivers: zones (a state, or half of Lagos or the FCT) and the free-delivery threshold. */
export type DeliveryOverview = ApiAnswer<'/api/delivery', 'get'>;
export type DeliveryZone = NonNullable<DeliveryOverview['zones']>[number];
/** A delivery address as a shopper types it. */
export type DeliveryAddressInput = ApiBody<'/api/delivery/addresses', 'post'>;
/** An address saved in the profile. */
export type SavedAddress = ApiAnswer<'/api/delivery/addresses', 'get'>[number];
/** The cart delivered to a zone: items, fee, total and window. */
export type DeliveryQuote = ApiAnswer<'/api/checkout/quote', 'post'>;

export type ContactMessage = ApiBody<'/api/contact/send-email', 'post'>;

/** The API's error body. */
export type ApiError = components['schemas']['ErrorResponse'];

/** A shopper's prescription (health data: readable only by its owner and by pharmacists). */
export type Prescription = ApiAnswer<'/api/prescriptions/{id}', 'get'>;

/** Who read a prescription or its file, and whether they were let in. */
export type PrescriptionAccess = ApiAnswer<'/api/prescriptions/{id}/access-log', 'get'>['items'][number];

/** What the pharmacist decided about an order holding prescription-only medicines (refund in naira). */
export type OrderReview = NonNullable<Order['review']>;

/** An order waiting for a pharmacist, with its prescription and lines (money in naira). */
export type ReviewItem = ApiAnswer<'/api/pharmacist/reviews/{orderId}', 'get'>;

export type ReviewDecisionRequest = ApiBody<'/api/pharmacist/reviews/{orderId}', 'post'>;

/** A user as the admin's list shows them, with the pharmacist role. */
export type AdminUser = ApiAnswer<'/api/user', 'get'>[number];

/** A prescription checked against the cart before paying ("check first, pay after approval"). */
export type CartApproval = ApiAnswer<'/api/cart-approvals/{id}', 'get'>;

/** A check before payment as the pharmacist's queue shows it, with the shopper's name and phone. */
export type CartApprovalItem = ApiAnswer<'/api/pharmacist/cart-approvals/{id}', 'get'>;

/** When pharmacists review prescriptions, and when one sent now is checked. */
export type PharmacistHours = ApiAnswer<'/api/pharmacist-hours', 'get'>;

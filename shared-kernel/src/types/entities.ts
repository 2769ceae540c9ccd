/** The entities of the spec (section 3), as the API's JSON carries them. Money is naira. */

export type Role = 'admin' | 'user';

/** The all-zero identifier a new entity carries so that the server assigns one. */
export const NEW_ID = '00000000-0000-0000-0000-000000000000';

export interface TokenClaims {
  name: string;
  role: Role;
  UserId: string;
  exp?: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  message: string;
  accessToken: string;
  refreshToken: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
  isAdmin?: boolean;
}

export interface UserProfile {
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  isAdmin?: boolean;
}

export interface ResetPasswordRequest {
  email: string;
  newPassword: string;
  confirmPassword: string;
  emailToken: string;
}

export interface Medicine {
  id: string;
  name: string;
  price: number;
  description: string;
  imageUrl: string;
  dosage: string;
  sideEffects: string;
  categoryId: string;
  isFeatured: boolean;
  /** Only ever sent when creating; the API answers with imageUrl. */
  imageData?: string;
}

export interface MedicineCategory {
  medicineCategoryId: string;
  name: string;
  imageUrl: string;
  imageData?: string;
}

export interface CategoryWithMedicines extends MedicineCategory {
  medicines: Medicine[];
}

export interface CartItem {
  cartItemId: string;
  medicineId: string;
  quantity: number;
  price: number;
  medicine: Pick<Medicine, 'id' | 'name' | 'price' | 'imageUrl'> & Partial<Medicine>;
}

export interface AddToCartRequest {
  medicineId: string;
  quantity: number;
  userId: string;
}

export interface Pharmacy {
  pharmacyId: string;
  name: string;
  location: string;
  contact: string;
  deliveryRange: string;
}

export interface Ambulance {
  id: string;
  name: string;
  location: string;
  availability: boolean;
}

export interface Laboratory {
  id: string;
  name: string;
  location: string;
  description: string;
}

export interface PaymentRequest {
  amount: number;
  email: string;
  paymentType: string;
  shippingAddress: string;
  billingAddress: string;
  userId: string;
}

export interface PaymentInitResponse {
  status: boolean;
  message: string;
  data: { authorization_url: string; access_code: string; reference: string };
}

export interface PaymentTransaction {
  id: string;
  userId: string;
  email: string;
  amount: number;
  transactionReference: string;
  /** true is Success, false is Failed. */
  status: boolean;
  createdAt: string;
  paymentType: string;
  billingAddress: string;
  shippingAddress: string;
}

export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Unknown status values are treated as Pending (spec section 4). */
export function normalizeOrderStatus(value: unknown): OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value) ? (value as OrderStatus) : 'Pending';
}

export interface OrderItem {
  medicineId?: string;
  medicineName: string;
  quantity: number;
  price: number;
}

export interface Order {
  orderId: string;
  userId?: string;
  totalPrice: number;
  orderDate: string;
  status: OrderStatus;
  orderItems: OrderItem[];
  paymentReference?: string;
}

export interface OrderTracking {
  orderId: string;
  status: OrderStatus;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
}

/** The API's error body. */
export interface ApiError {
  message: string;
  errors?: { field: string; message: string }[];
}

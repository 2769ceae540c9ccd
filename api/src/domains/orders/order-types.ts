import type {
  LineDecision,
  Order,
  OrderLine,
  OrderReview,
  OrderStatus,
  OrderStatusEvent,
  PodState,
  ReviewDecision,
} from '../../platform/db/schema/index';
import type { OrderBatch } from '../stock/stock-read-model';

// The shapes orders are read in (an order with its lines, the admin's sorts and filters) and a pharmacist's review is recorded in.

/** An order with what the admin's screens show beside it: its lines, the customer and when it was paid (read, never written, here). */
export type OrderWithLines = Order & {
  lines: OrderLine[];
  /** The pharmacist's decision, once an order that waited for one has it. */
  review: OrderReview | null;
  /** Each status it has been in, oldest first, with when. */
  history: Pick<OrderStatusEvent, 'status' | 'at'>[];
  customer: { name: string; email: string };
  paidAt: Date | null;
  /** The batches (lot and expiry) the order's units came from, per medicine (the stock domain's). */
  batches: OrderBatch[];
  /** The pharmacy or warehouse fulfilling it (read from the operations' locations). */
  location: FulfilmentLocation | null;
  /** Paid to the rider at the door (read from pay-on-delivery's record): its state and the kobo due; null otherwise. */
  payOnDelivery: { state: PodState; amountKobo: number } | null;
};

export type FulfilmentLocation = { name: string; address: string; openingHours: string; contact: string };
export type OrderSort =
  | 'orderDate'
  | '-orderDate'
  | 'totalPrice'
  | '-totalPrice'
  | 'status'
  | '-status'
  | 'orderNumber'
  | '-orderNumber'
  | 'customer'
  | '-customer'
  | 'deliveryState'
  | '-deliveryState';

export type OrderFilter = { q?: string; status?: OrderStatus; state?: string };

export type ReviewedLine = { lineId: string; decision: LineDecision };
/** A pharmacist's decision on an order, as kept with it (order_reviews). */
export type ReviewRecord = {
  pharmacistId: string;
  pharmacistName: string;
  pharmacistRegistration: string | null;
  decision: ReviewDecision;
  reason: string | null;
  refundKobo: number;
};

// shared-kernel/delivery: delivery zones and quotes, saved addresses, pickup points, and an order's
// receipt (OrderTotals), for the cart, checkout, account and admin pages and a product's stock by
// state. An entry of its own (like shared-kernel/care): it keeps no state, so it is not a shared
// module, and the dashboard's first load does not carry it.
export * from './delivery';
export { OrderTotals } from '../ui/order-totals';

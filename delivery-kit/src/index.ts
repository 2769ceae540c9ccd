// delivery-kit: delivery zones and quotes, saved addresses, pickup points, an order's receipt
// (OrderTotals) and a delivery window in the shopper's language (useDeliveryWindowText), for the cart, checkout, account and admin pages and a product's stock by state.
// It keeps no state, so it is not a shared module, and the dashboard's first load does not carry it.
export * from './delivery';
export { OrderTotals } from './order-totals';
export { useDeliveryWindowText, windowDay, type DeliveryWindowParts } from './window-text';
export { deliveryMessages } from './i18n';
export { windowMessages } from './i18n/window';

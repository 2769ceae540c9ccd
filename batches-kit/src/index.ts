// batches-kit: the batches an order line's units came from, with their expiry (batchesText), for the
// receipt, the shopper's and the admin's order pages, and the expiry a medicine bought now would get
// (ExpiryNote), for the product page and the cart. Not the kernel's: it is a shop feature, and it
// keeps no state (it reads through the shared kernel's publicApi and language store), so it is not a
// shared module.
export { batchesText, formatExpiry, type LineBatch } from './batch';
export { ExpiryNote, expiryMonth } from './expiry-note';
export { batchesMessages } from './i18n';

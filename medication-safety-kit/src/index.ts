// medication-safety-kit: the clinical checks as the shopper meets them, for the cart and checkout,
// the product page and the refill plans: who they shop for (remembered per user on this device, so
// every page checks for the same person), the alerts with their warnings in English and Pidgin, and
// the calls that read them. A shop feature, not the kernel: it keeps no state of its own beyond the
// browser's storage, so it is not a shared module.
export * from './api/safety-types';
export { getCartSafety } from './api/get-cart-safety';
export { getMedicineSafety } from './api/get-medicine-safety';
export { getShoppingProfiles } from './api/get-shopping-profiles';
export { readShoppingFor, saveShoppingFor, useShoppingFor, SHOPPING_FOR_KEY } from './shopping-for';
export { ShoppingForChooser } from './shopping-for-chooser';
export { SafetyAlerts, askPharmacistPath, inLanguage } from './safety-alerts';
export { safetyMessages, useSafetyText } from './i18n';

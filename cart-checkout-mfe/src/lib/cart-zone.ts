// The state a shopper picks in the cart's delivery estimate, carried into the checkout form (the
// same tab, for this visit): the checkout starts with it instead of asking again.
const KEY = 'ep.cart.deliveryZone';

export function rememberCartZone(zone: string): void {
  try {
    if (zone) sessionStorage.setItem(KEY, zone);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the checkout asks for the state.
  }
}

/** The state picked in the cart, if one was. */
export function cartZone(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

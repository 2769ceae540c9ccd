/**
 * Who holds the units a refill cycle reserves before it is paid (the stock domain's reservation
 * holder): the refill run reserves and releases them, the checkout's placement hands them to the order.
 */
export const refillHolder = (cycleId: string) => `refill:${cycleId}`;

import { type SafetyHoldRow } from '../../api/safety-types';

/** Where the sale was held, as the pharmacist reads it. */
export const SOURCE_LABELS: Record<SafetyHoldRow['source'], string> = {
  checkout: 'Checkout (card)',
  'pay-on-delivery': 'Pay on delivery',
  refill: 'Refill plan',
};

/** A hold's state, as the pharmacist reads it. */
export const STATUS_LABELS: Record<SafetyHoldRow['status'], string> = {
  awaiting: 'Awaiting a pharmacist',
  overridden: 'Overridden',
  refused: 'Refused',
  used: 'Overridden, order placed',
};

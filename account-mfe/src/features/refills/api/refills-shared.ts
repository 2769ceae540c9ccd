import { type AnswerOf } from 'shared-kernel';

export type RefillPlan = AnswerOf<'/api/refills', 'post'>;

/** Sends the browser to the payment provider's page. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}

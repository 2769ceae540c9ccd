import { type AnswerOf } from 'shared-kernel';

/** A sale the clinical checks held, as the pharmacists' queue lists it. */
export type SafetyHoldRow = AnswerOf<'/api/pharmacist/safety-holds', 'get'>['items'][number];
/** A held sale as the decision answers it (no customer or profile). */
export type SafetyHoldDecided = AnswerOf<'/api/pharmacist/safety-holds/{id}', 'post'>;
/** One held sale as its screen reads it: with the customer and the profile of the person it is for. */
export type SafetyHold = AnswerOf<'/api/pharmacist/safety-holds/{id}', 'get'>;
/** One alert of the clinical checks, with its source. */
export type SafetyAlert = SafetyHold['alerts'][number];
/** The medication profile of the person a sale is for. */
export type PersonProfile = NonNullable<SafetyHold['profile']>;

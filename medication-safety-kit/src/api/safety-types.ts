import { type AnswerOf } from 'shared-kernel';

/** The checks over the cart (or one medicine added to it) for the person shopped for. */
export type SafetyCheck = AnswerOf<'/api/medication-safety/cart', 'get'>;
/** One alert: block (a pharmacist first), major (read and confirm), moderate (information). */
export type SafetyAlert = SafetyCheck['alerts'][number];
/** A line in English and Nigerian Pidgin. */
export type Bilingual = SafetyAlert['message'];
/** One person the shopper buys for (their own profile is relationship "self"). */
export type ShoppingProfile = AnswerOf<'/api/medication-profiles', 'get'>['items'][number];

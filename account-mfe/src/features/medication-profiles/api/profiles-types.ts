import { type AnswerOf, type BodyOf } from 'shared-kernel';

/** One person's medication profile as the server keeps it ("self" is the shopper's own). */
export type MedicationProfile = AnswerOf<'/api/medication-profiles', 'get'>['items'][number];
/** The fixed lists the form picks from and the limits the server holds a profile to. */
export type ProfileLists = AnswerOf<'/api/medication-profiles/lists', 'get'>;
/** What the form sends: the whole profile (what it leaves out is emptied). */
export type ProfileFields = Omit<BodyOf<'/api/medication-profiles/{id}', 'put'>, 'version' | 'relationship'>;
export type NewProfile = BodyOf<'/api/medication-profiles', 'post'>;
export type RegularMedicine = MedicationProfile['medicines'][number];

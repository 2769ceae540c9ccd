import { api, type AnswerOf } from 'shared-kernel';

/** A sale (or a refill) the clinical checks held for a pharmacist, with the decision once made. */
export type SafetyHold = AnswerOf<'/api/medication-safety/holds', 'get'>['items'][number];

/** GET /api/medication-safety/holds: the shopper's held sales, newest first. */
export async function getSafetyHolds(): Promise<SafetyHold[]> {
  const { data } = await api.get('/api/medication-safety/holds');
  return Array.isArray(data?.items) ? data.items : [];
}

import { api, type AnswerOf } from 'shared-kernel';

export type AdminRefillPlan = AnswerOf<'/api/admin/refills', 'get'>['items'][number];
export type UpcomingRefills = AnswerOf<'/api/admin/refills/upcoming', 'get'>;
export type RefillFailure = AnswerOf<'/api/admin/refills/failures', 'get'>['items'][number];

export async function getRefillOverview(): Promise<{ plans: AdminRefillPlan[]; upcoming: UpcomingRefills; failures: RefillFailure[] }> {
  const [plans, upcoming, failures] = await Promise.all([
    api.get('/api/admin/refills'),
    api.get('/api/admin/refills/upcoming'),
    api.get('/api/admin/refills/failures'),
  ]);
  return { plans: plans.data.items ?? [], upcoming: upcoming.data, failures: failures.data.items ?? [] };
}

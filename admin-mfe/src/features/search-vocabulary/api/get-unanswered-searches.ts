import { api } from 'shared-kernel';

/** GET /api/admin/unanswered-searches: this week's searches that found nothing, most frequent first. */
export async function getUnansweredSearches() {
  const { data } = await api.get('/api/admin/unanswered-searches');
  return data;
}

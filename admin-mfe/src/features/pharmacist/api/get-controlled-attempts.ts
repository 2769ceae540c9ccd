import { api } from 'shared-kernel';

/** GET /api/pharmacist/controlled-attempts: checkouts refused over a controlled medicine cap, newest first. */
export async function getControlledAttempts() {
  const { data } = await api.get('/api/pharmacist/controlled-attempts');
  return data.items;
}

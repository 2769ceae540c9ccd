import { api, type UserProfile } from 'shared-kernel';

/** GET /api/user/user-profile/{userId}: used to prefill the email. */
export async function getUserProfile(userId: string): Promise<UserProfile> {
  const { data } = await api.get('/api/user/user-profile/{userId}', { params: { path: { userId } } });
  return data;
}

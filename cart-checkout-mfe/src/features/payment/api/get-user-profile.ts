import { apiClient, type UserProfile } from 'shared-kernel';

/** GET /api/user/user-profile/{userId}: used to prefill the email. */
export async function getUserProfile(userId: string): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile>(`/api/user/user-profile/${encodeURIComponent(userId)}`);
  return data;
}

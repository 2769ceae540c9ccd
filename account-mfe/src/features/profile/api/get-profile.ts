import { apiClient } from 'shared-kernel';
import type { UserProfile } from 'shared-kernel';

export async function getProfile(userId: string): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile>(`/api/user/user-profile/${encodeURIComponent(userId)}`);
  return data;
}

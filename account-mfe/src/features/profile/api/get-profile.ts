import { apiClient } from 'shared-kernel';
import type { AccountProfile } from './profile-types';

export async function getProfile(userId: string): Promise<AccountProfile> {
  const { data } = await apiClient.get<AccountProfile>(`/api/user/user-profile/${encodeURIComponent(userId)}`);
  return data;
}

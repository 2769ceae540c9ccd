import { apiClient } from 'shared-kernel';
import type { AccountProfile, ProfileEdit } from './profile-types';

export async function editProfile(userId: string, changes: ProfileEdit): Promise<AccountProfile & { message?: string }> {
  const { data } = await apiClient.put<AccountProfile & { message?: string }>('/api/user/edit-profile', changes, { params: { userId } });
  return data;
}

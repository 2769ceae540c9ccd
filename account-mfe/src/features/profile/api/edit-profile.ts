import { apiClient } from 'shared-kernel';
import type { UserProfile } from 'shared-kernel';
import type { ProfileEdit } from './profile-types';

export async function editProfile(userId: string, changes: ProfileEdit): Promise<UserProfile & { message?: string }> {
  const { data } = await apiClient.put<UserProfile & { message?: string }>('/api/user/edit-profile', changes, { params: { userId } });
  return data;
}

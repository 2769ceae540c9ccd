import { api } from 'shared-kernel';
import type { UserProfile } from 'shared-kernel';
import type { ProfileEdit } from './profile-types';

export async function editProfile(userId: string, changes: ProfileEdit): Promise<UserProfile & { message?: string }> {
  const { data } = await api.put('/api/user/edit-profile', { params: { query: { userId } }, body: changes });
  return data;
}

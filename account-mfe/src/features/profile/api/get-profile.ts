import { api } from 'shared-kernel';
import type { UserProfile } from 'shared-kernel';

export async function getProfile(userId: string): Promise<UserProfile> {
  const { data } = await api.get('/api/user/user-profile/{userId}', { params: { path: { userId } } });
  return data;
}

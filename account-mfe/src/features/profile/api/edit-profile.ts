import { api, type BodyOf } from 'shared-kernel';
import type { UserProfile } from 'shared-kernel';
import type { ProfileEdit } from './profile-types';

export async function editProfile(userId: string, changes: ProfileEdit): Promise<UserProfile & { message?: string }> {
  // The route's schema has no `required` list (any field may be left out), so the generated type asks for every one.
  const body = changes as BodyOf<'/api/user/edit-profile', 'put'>;
  const { data } = await api.put('/api/user/edit-profile', { params: { query: { userId } }, body });
  return data;
}

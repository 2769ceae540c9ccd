import { api, type LoginRequest, type LoginResponse } from 'shared-kernel';

export async function authenticate(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await api.post('/api/user/authenticate', { body, skipAuthRefresh: true });
  return data;
}

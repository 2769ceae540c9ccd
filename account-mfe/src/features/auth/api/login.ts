import { api, type LoginRequest, type LoginResponse } from 'shared-kernel';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await api.post('/api/user/authenticate', { body: credentials, skipAuthRefresh: true });
  return data;
}

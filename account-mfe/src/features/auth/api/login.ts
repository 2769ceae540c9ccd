import { apiClient, type LoginRequest, type LoginResponse } from 'shared-kernel';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/api/user/authenticate', credentials, { skipAuthRefresh: true });
  return data;
}

import { api, type RegisterRequest } from 'shared-kernel';

export async function registerUser(body: RegisterRequest): Promise<{ message: string }> {
  const { data } = await api.post('/api/user/register', { body });
  return data;
}

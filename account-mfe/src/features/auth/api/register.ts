import { api, type RegisterRequest } from 'shared-kernel';

export async function register(input: RegisterRequest): Promise<{ message: string }> {
  const { data } = await api.post('/api/user/register', { body: { ...input, isAdmin: false } });
  return data;
}

import { api, authStore, type BodyOf } from 'shared-kernel';

/** Tells the server to end this login (revokes the refresh token); never blocks logging out. */
export async function endSession(): Promise<void> {
  const { refreshToken } = authStore.getState();
  if (!refreshToken) return;
  try {
    // The route's schema names both spellings without a `required` list, so the generated type asks
    // for both; the API takes either one.
    const body = { RefreshToken: refreshToken } as BodyOf<'/api/user/logout', 'post'>;
    await api.post('/api/user/logout', { body, skipAuthRefresh: true });
  } catch {
    // The local session is cleared either way.
  }
}

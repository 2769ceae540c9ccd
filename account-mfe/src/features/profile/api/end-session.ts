import { apiClient, authStore } from 'shared-kernel';

/** Tells the server to end this login (revokes the refresh token); never blocks logging out. */
export async function endSession(): Promise<void> {
  const { refreshToken } = authStore.getState();
  if (!refreshToken) return;
  try {
    await apiClient.post('/api/user/logout', { RefreshToken: refreshToken }, { skipAuthRefresh: true });
  } catch {
    // The local session is cleared either way.
  }
}

import { api } from 'shared-kernel';

export const getRemoteHealth = async (hours: number) =>
  (await api.get('/api/admin/telemetry/remotes', { params: { query: { hours } } })).data;

export type RemoteHealthRow = Awaited<ReturnType<typeof getRemoteHealth>>[number];

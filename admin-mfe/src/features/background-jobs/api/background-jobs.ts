import { api } from 'shared-kernel';

export const getBackgroundJobs = async () => (await api.get('/api/admin/jobs')).data;

export type BackgroundJobRow = Awaited<ReturnType<typeof getBackgroundJobs>>[number];

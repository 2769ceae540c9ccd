// The faults a load run can be put under (`npm run bench:checkout -- --fault=...`).
export type Fault = 'kill-replica' | 'restart-postgres' | 'stop-redis' | 'slow-provider' | 'duplicate-webhooks' | 'migration';
export const FAULTS: Fault[] = ['kill-replica', 'restart-postgres', 'stop-redis', 'slow-provider', 'duplicate-webhooks', 'migration'];

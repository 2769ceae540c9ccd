/**
 * What the stock domain publishes for other domains' reads: a medicine's units on hand (to join in
 * their queries) and the batches each order holds. Other domains import it from here; its SQL is in
 * stock-read-model-repository.ts.
 */
export { batchesOfOrders, type OrderBatch, stockJoin, stockQuantityColumn, unitsOnHand } from './stock-read-model-repository';

// Whole purchases under load through nginx to the API replicas, with faults, and the checks that
// must hold afterwards. The engine of `npm run bench:checkout` and of the cluster journey test.
//
// Each simulated shopper (an account registered beforehand, as a returning customer): logs in, adds
// a medicine to the cart, initiates the payment, pays on the sandbox's hosted page as a browser
// does, verifies, and places the order. Shoppers arrive at a fixed rate. A step that fails with a
// "try again" answer (502/503/504, a dropped connection) is retried the way a shopper would (after
// a pause, at most 4 times; the cart is looked at before adding again); any other failure ends that
// shopper's purchase.
//
// The parts, in checkout-load/: shoppers (registration), stock (the medicines bought, restocked per scenario), purchase (the steps and
// their retries), runner (arrivals at a rate, timings), invariants (the checks afterwards),
// verdict (what makes a scenario fail), fault-proxy and own-redis (what the faults act on); for the benchmark, fault-scenarios (what each
// fault does) and report (its printout).
export { FAULTS, type Fault } from './checkout-load/faults';
export { startFaultProxy, type FaultProxy } from './checkout-load/fault-proxy';
export { startOwnRedis, type OwnRedis } from './checkout-load/own-redis';
export { registerShoppers, shortId, type Shopper } from './checkout-load/shoppers';
export { seedBenchStock, type BenchStock, type CartLine } from './checkout-load/stock';
export { MIN_COMPLETION, verdict } from './checkout-load/verdict';
export { STEPS, SUCCESS_CARD, type PurchaseRecord, type Step } from './checkout-load/purchase';
export { runLoad, type LoadOptions, type LoadResult } from './checkout-load/runner';
export { checkInvariants, type Invariants } from './checkout-load/invariants';

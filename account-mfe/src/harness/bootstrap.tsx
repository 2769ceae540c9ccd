import { startHarness } from '../../../tooling/harness/remote-harness';
import { pages } from '../pages';

startHarness('account', pages);

import { startHarness } from '../../../tooling/harness/remote-harness';
import { pages } from '../pages';
import { routes } from '../routes';

startHarness('account', pages, routes);

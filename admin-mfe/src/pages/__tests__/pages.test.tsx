import { describeRemotePages } from '../../../../tooling/jest/remote-pages';
import { pages } from '../../pages';
import { routes } from '../../routes';

describeRemotePages('admin', pages, routes);

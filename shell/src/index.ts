// The shell's stylesheet belongs to the first page: in production it is a <link> in index.html.
import 'shared-kernel/ui.css';
import './styles/shell.css';

import { afterFirstViewPainted } from './app/first-paint';
import { listenForReleases } from './features/offline/release-watch';

// The service worker may announce a new release while the page still loads: heard from the start.
listenForReleases();

// The asynchronous boundary lets Module Federation settle shared modules before the app runs. It
// starts once the server's first view, if there is one, is on screen (app/first-paint.ts).
void afterFirstViewPainted().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

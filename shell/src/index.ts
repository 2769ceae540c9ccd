// The shell's stylesheet belongs to the first page: in production it is a <link> in index.html.
import 'shared-kernel/ui.css';
import './styles/shell.css';

// The asynchronous boundary lets Module Federation settle shared modules before the app runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

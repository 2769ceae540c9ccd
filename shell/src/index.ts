// The asynchronous boundary lets Module Federation settle shared modules before the app runs.
import('./bootstrap');

// Singletons shared by the shell and every remote: one React, one kernel (its stores and its router).
// react-router is not shared as a package: a shared module can't be tree-shaken, which made it
// ship whole (about 29 KB gzip). The kernel re-exports the router parts the site uses
// (shared-kernel/src/routing/router.ts), so one router still serves host and remotes.
// The kernel's UI toolkit: its light primitives (Button, Loading, Alert...) are in the main entry,
// which every page loads anyway; forms and the data table are entries of their own
// (shared-kernel/ui/forms, shared-kernel/ui/data-table), each its own singleton, so they load
// only with the pages that use them. The shop's feature packages (care-kit, delivery-kit,
// vigilance-kit, legal-kit, batches-kit, medication-safety-kit, prescriptions-kit) are not shared: they hold no state of
// their own (they call through the shared kernel's api and publicApi and read its one language
// store), so each page that uses one bundles the part it uses (and, before the runtime took shared
// modules from whoever loaded them first, a shared kit the shell had not loaded yet made it fetch
// every remote's entry, the admin's too, to compare versions: see shareStrategy in
// front-end-plugins.mjs). A page that needs a kit only sometimes loads that part lazily (the
// checkout's prescription step).
import fs from 'node:fs';
import path from 'node:path';

export function sharedModules(dir) {
  const deps = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {};
  const singleton = (pkg) => ({ singleton: true, requiredVersion: deps[pkg] ?? false, strictVersion: false });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    'shared-kernel': singleton('shared-kernel'),
    'shared-kernel/ui/forms': singleton('shared-kernel'),
    'shared-kernel/ui/data-table': singleton('shared-kernel'),
  };
}

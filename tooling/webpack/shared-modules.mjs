// Singletons shared by the shell and every remote: one React, one router, one kernel (its stores).
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
    'react-router': { singleton: true, requiredVersion: false },
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    'shared-kernel': singleton('shared-kernel'),
  };
}

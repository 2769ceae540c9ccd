// The kernel holds the platform every remote needs to be a remote, and nothing else (README
// "Layout"): its source folders are these, and a shop feature (care, prescriptions, delivery,
// vigilance, the pharmacy's legal identity, batches and expiry...) lives in a package of its own
// (`<feature>-kit`) or in the one remote that uses it. A new kernel folder is a decision: add it
// here, with its reason.
import fs from 'node:fs';
import path from 'node:path';

/** The kernel's folders under src/, each a platform concern. */
export const KERNEL_FOLDERS = {
  auth: 'the token store and the session',
  cart: "the header's cart count, the items kept for after login, cart changes made offline",
  config: 'the runtime configuration',
  events: 'the event bus remotes meet through',
  format: 'dates, phone numbers, e-mail addresses',
  http: 'the typed API client and its transports',
  i18n: 'languages, catalogues and message formatting',
  money: 'naira',
  navigation: 'navigation between remotes and the return after login',
  releases: 'which release of a remote to load',
  remotes: 'the remote and route-manifest contracts',
  routing: 'the one router, first views',
  toast: 'toasts',
  types: 'entity types and the generated API types',
  ui: 'the UI toolkit',
};

/** Catalogues of their own under src/i18n/: only the toolkit's forms'. */
export const KERNEL_CATALOGUES = ['forms'];

const folders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name !== '__tests__')
        .map((e) => e.name)
        .sort()
    : [];

/** What in the kernel at `kernelDir` is not the platform's: one sentence per problem. */
export function kernelFolderProblems(kernelDir) {
  const problems = [];
  const src = path.join(kernelDir, 'src');
  for (const name of folders(src))
    if (!Object.hasOwn(KERNEL_FOLDERS, name))
      problems.push(`src/${name} is not a kernel folder: a shop feature lives in a package of its own or in the remote that uses it`);
  for (const name of folders(path.join(src, 'i18n')))
    if (!KERNEL_CATALOGUES.includes(name))
      problems.push(`src/i18n/${name} is not a kernel catalogue: a feature's texts live with the feature`);
  const manifest = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    const folder = /^\.\/src\/([^/]+)\//.exec(target)?.[1];
    if (folder && !Object.hasOwn(KERNEL_FOLDERS, folder))
      problems.push(`the entry ${entry} points into src/${folder}, which is no kernel folder`);
  }
  return problems;
}

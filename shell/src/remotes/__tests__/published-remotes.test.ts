import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_FILE, parseRouteManifest, publishedContractProblems, ROUTE_MANIFEST_FILE, type PublishedContract } from 'shared-kernel';

/**
 * The shell builds its router from each remote's published routes.json and loads its `./pages`:
 * every remote's published files (its production build) must keep the kernel's contract. `npm test`
 * builds the remotes before this runs; a remote that is not built fails here, saying how to build
 * it, rather than passing unchecked.
 */
const REMOTES = { catalog: 'catalog-mfe', cartCheckout: 'cart-checkout-mfe', account: 'account-mfe', admin: 'admin-mfe' } as const;
const root = path.resolve(__dirname, '..', '..', '..', '..');

describe("every remote's published manifests keep the kernel's contract", () => {
  for (const [name, folder] of Object.entries(REMOTES) as [keyof typeof REMOTES, string][]) {
    const dist = path.join(root, folder, 'dist');
    it(folder, () => {
      const built = fs.existsSync(path.join(dist, CONTRACT_FILE)) && fs.existsSync(path.join(dist, ROUTE_MANIFEST_FILE));
      if (!built) throw new Error(`${folder} is not built: npm run build -w ${folder} (npm test builds it first)`);
      const manifest = parseRouteManifest(JSON.parse(fs.readFileSync(path.join(dist, ROUTE_MANIFEST_FILE), 'utf8')), name);
      const contract = JSON.parse(fs.readFileSync(path.join(dist, CONTRACT_FILE), 'utf8')) as PublishedContract;
      expect(contract.remote).toBe(name);
      expect(publishedContractProblems(contract, manifest.routes)).toEqual([]);
    });
  }

  it('names what a broken published contract lacks', () => {
    const contract: PublishedContract = { remote: 'catalog', exposes: [], pages: ['dashboard'], emits: ['cart:updated'], listens: [] };
    expect(publishedContractProblems(contract, [{ path: 'medicines', page: 'medicines' }])).toEqual([
      'it does not expose ./pages',
      '/medicines needs page "medicines"',
      '"cart:updated" is not an event of the kernel',
    ]);
  });
});

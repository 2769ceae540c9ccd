import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { FirstViewReads, MemoryRouter, Route, Routes, setLocale } from 'shared-kernel';
import { resetPharmacyIdentity } from 'legal-kit';
import { KANTA_PHARMACY } from '../../../../tooling/jest/pharmacy-identity';
import DashboardPage from '../../pages/dashboard-page';
import LegalPage from '../../pages/legal-page';
import MedicineDetailsPage from '../../pages/medicine-details-page';
import MedicinesPage from '../../pages/medicines-page';
import PrivacyPage from '../../pages/privacy-page';
import TermsPage from '../../pages/terms-page';
import { category, medicine, mockGet, PRIVACY_FACTS, range } from '../../testing/catalog-fixtures';
import { FIRST_VIEW_ID_PREFIX, firstViewHydration, type FirstViewRequest, renderFirstView } from '../render';

const ok = (body: unknown) => ({ status: 200, body });
const medicines = range(7).map((n) => medicine(n, n === 2 ? { stockStatus: 'low-stock', stockLeft: 3, prescriptionRequired: true } : {}));
const categories = range(8).map((n) => category(n));
const featured = medicines.slice(0, 3);

interface Case {
  name: string;
  Page: ComponentType;
  path: string;
  request: FirstViewRequest;
  /** The element of the page's largest paint. */
  largest: string;
}

const cases: Case[] = [
  {
    name: 'the dashboard',
    Page: DashboardPage,
    path: '/dashboard',
    request: {
      page: 'dashboard',
      url: '/dashboard',
      params: {},
      reads: { '/api/medicine-categories': ok(categories), '/api/medicine/featuredMedicines': ok(featured) },
    },
    largest: '.catalog-hero h1',
  },
  {
    name: 'the medicines (second page)',
    Page: MedicinesPage,
    path: '/medicines',
    request: { page: 'medicines', url: '/medicines?page=2', params: {}, reads: { '/api/medicine/GetAllMedicines': ok(medicines) } },
    largest: 'article.catalog-medicine-card img',
  },
  {
    name: 'a medicine',
    Page: MedicineDetailsPage,
    path: '/medicines/:id',
    request: {
      page: 'medicineDetails',
      url: `/medicines/${medicines[1].id}`,
      params: { id: medicines[1].id },
      reads: { '/api/medicine/:id': ok(medicines[1]) },
    },
    largest: '.catalog-medicine-details img',
  },
  {
    name: 'the legal information',
    Page: LegalPage,
    path: '/legal',
    request: { page: 'legal', url: '/legal', params: {}, reads: { '/api/pharmacy-identity': ok(KANTA_PHARMACY) } },
    largest: '[data-page="legal"] h1',
  },
  {
    name: 'the terms',
    Page: TermsPage,
    path: '/terms',
    request: { page: 'terms', url: '/terms', params: {}, reads: { '/api/pharmacy-identity': ok(KANTA_PHARMACY) } },
    largest: '[data-page="terms"] h1',
  },
  {
    name: 'the privacy policy',
    Page: PrivacyPage,
    path: '/privacy',
    request: {
      page: 'privacy',
      url: '/privacy',
      params: {},
      reads: { '/api/pharmacy-identity': ok(KANTA_PHARMACY), '/api/privacy': ok(PRIVACY_FACTS) },
    },
    largest: '[data-page="privacy"] h1',
  },
];

/** The view as the server sends it: React's image preloads go to the head (scripts/lib/first-load-hints.ts). */
function served(request: FirstViewRequest): HTMLElement {
  const container = document.createElement('div');
  container.className = 'shell-remote';
  container.innerHTML = renderFirstView(request)!.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
  document.body.append(container);
  return container;
}

describe("the page's code hydrates its first view (as the shell does, in a root of its own)", () => {
  let root: Root | null = null;
  let get: ReturnType<typeof mockGet>;
  beforeEach(() => {
    setLocale('en');
    resetPharmacyIdentity();
    // Whatever the page reads after its first render (a medicine's stock where the shopper is) is answered; the first view's reads are not asked again.
    get = mockGet({
      [`/api/medicine/${medicines[1].id}`]: medicines[1],
      '/api/medicine/GetAllMedicines': medicines,
      '/api/medicine-categories': categories,
      '/api/medicine/featuredMedicines': featured,
      '/api/pharmacy-identity': KANTA_PHARMACY,
      '/api/privacy': PRIVACY_FACTS,
    });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it.each(cases)('$name: the same nodes, no mismatch, the server not asked again', async ({ Page, path, request, largest }) => {
    expect(firstViewHydration(request)).toEqual({ locale: 'en' });
    const container = served(request);
    const drawn = container.querySelector(largest)!;
    const nodes = [...container.querySelectorAll('*')];
    expect(drawn).not.toBeNull();
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[request.url]}>
          <Routes>
            <Route
              path={path}
              element={
                <FirstViewReads reads={request.reads}>
                  <Page />
                </FirstViewReads>
              }
            />
          </Routes>
        </MemoryRouter>,
        { identifierPrefix: FIRST_VIEW_ID_PREFIX, onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector(largest)).toBe(drawn);
    // Every node the server drew is still there (the page may add some after, e.g. a medicine's stock).
    expect(nodes.filter((node) => !node.isConnected)).toEqual([]);
    // The reads the view was drawn with are not made again.
    const asked = get.mock.calls.map(([url]) => url);
    for (const read of Object.keys(request.reads)) expect(asked).not.toContain(read.replace(':id', medicines[1].id));
  });
});

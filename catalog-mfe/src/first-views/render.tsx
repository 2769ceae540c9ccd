// The catalogue's first views: the markup a page draws, drawn by the site's server with the data the
// route preloads (its `preload` reads in src/routes.ts) and sent with index.html, so a phone paints
// the page, pictures included, before any script has run. The page's own code then draws the same
// markup from the same components and takes the frame's place (shell/src/app/first-paint.ts).
//
// The build bundles this file for Node as first-views/render.mjs beside routes.json
// (tooling/webpack/first-view-renderer.mjs); it runs on the server only.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { currentLocale, formatNaira, type LoadState, type Medicine, type MedicineCategory, MemoryRouter } from 'shared-kernel';
import type { PharmacyIdentity, PharmacyIdentityState } from 'legal-kit';
import { DashboardView } from '../pages/dashboard-page';
import { LegalView } from '../pages/legal-page';
import { MedicineDetailsView } from '../pages/medicine-details-page';
import { MedicinesView } from '../pages/medicines-page';
import { PrivacyView } from '../pages/privacy-page';
import type { PrivacyFactsData } from '../features/privacy/privacy-facts';
import { TermsView } from '../pages/terms-page';
import type { CatalogPage } from '../routes';
import { list, object, READS } from './reads';

/** What the server hands over: the page, the URL's path and query, the route's parameters and its preload reads (by the pattern named in routes.ts; absent when a read failed). */
export interface FirstViewRequest {
  page: string;
  url: string;
  params: Record<string, string>;
  reads: Record<string, { status: number; body: unknown } | undefined>;
}

/** A read as the page's useLoad holds it once answered; null when it failed or is not what the page expects. */
function ready<T>(
  read: FirstViewRequest['reads'][string],
  valid: (body: unknown) => boolean,
): Extract<LoadState<T>, { status: 'ready' }> | null {
  return read && read.status === 200 && valid(read.body) ? { status: 'ready', data: read.body as T } : null;
}

const noAction = () => undefined;

/** A page drawn from the pharmacy's identity (as usePharmacyIdentity holds it once read); null when the read failed. */
function withIdentity(reads: FirstViewRequest['reads'], view: (identity: PharmacyIdentityState) => ReactElement): ReactElement | null {
  const identity = ready<PharmacyIdentity>(reads[READS.identity], object);
  return identity && view({ identity: identity.data, failed: false });
}

// A page whose read failed gets no first view: it draws itself, with its own error or not-found text.
const VIEWS: Partial<Record<CatalogPage, (request: FirstViewRequest) => ReactElement | null>> = {
  dashboard: ({ reads }) => {
    const categories = ready<MedicineCategory[]>(reads[READS.categories], list);
    const featured = ready<Medicine[]>(reads[READS.featured], list);
    return categories && featured ? (
      <DashboardView categories={categories} featured={featured} onAddToCart={noAction} pendingId={null} />
    ) : null;
  },
  medicines: ({ reads }) => {
    const medicines = ready<Medicine[]>(reads[READS.medicines], list);
    return medicines && <MedicinesView medicines={medicines} onAddToCart={noAction} pendingId={null} />;
  },
  medicineDetails: ({ reads }) => {
    const medicine = ready<Medicine>(reads[READS.medicine], object);
    return medicine && <MedicineDetailsView medicine={medicine} onAddToCart={noAction} pendingId={null} />;
  },
  legal: ({ reads }) => withIdentity(reads, (identity) => <LegalView identity={identity} />),
  terms: ({ reads }) => withIdentity(reads, (identity) => <TermsView identity={identity} />),
  privacy: ({ reads }) => {
    const facts = ready<PrivacyFactsData>(reads[READS.privacy], object);
    return facts && withIdentity(reads, (identity) => <PrivacyView identity={identity} facts={facts.data} />);
  },
};

/** What a page says about itself in the HTML's head (title, Open Graph tags), for link previews. */
export interface FirstViewHead {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product';
}

const HEADS: Partial<Record<CatalogPage, (request: FirstViewRequest) => FirstViewHead | null>> = {
  // A medicine's link shared on WhatsApp shows its name, its price and its picture.
  medicineDetails: ({ reads }) => {
    const medicine = ready<Medicine>(reads[READS.medicine], object)?.data;
    if (!medicine?.name) return null;
    const facts = [medicine.activeIngredients, medicine.strength].filter(Boolean).join(' ');
    const description = [`${formatNaira(medicine.price)}`, facts, medicine.prescriptionRequired ? 'Prescription required' : '']
      .filter(Boolean)
      .join(' · ');
    return { title: medicine.name, description, image: medicine.imageUrl ?? undefined, type: 'product' };
  },
};

/** React's ids in a first view, the same on the server and where the page hydrates it (the shell's FIRST_VIEW_ID_PREFIX). */
export const FIRST_VIEW_ID_PREFIX = 'fv-';

/**
 * The first view of a page as HTML, or null when the page has none or its data could not be read
 * (the page then draws itself as usual). Every text and attribute is escaped by React. The markup is
 * React's hydratable one, so the page's code can take over these nodes rather than replace them.
 */
export function renderFirstView(request: FirstViewRequest): string | null {
  const view = VIEWS[request.page as CatalogPage];
  const element = view?.(request);
  if (!element) return null;
  return renderToString(<MemoryRouter initialEntries={[request.url]}>{element}</MemoryRouter>, {
    identifierPrefix: FIRST_VIEW_ID_PREFIX,
  });
}

/**
 * The pages whose code hydrates its first view: each starts ready with the reads the view was drawn
 * with (useFirstViewRead), so its first render is this one. (Every page with a first view does.)
 */
const HYDRATED: ReadonlySet<string> = new Set<CatalogPage>(['dashboard', 'medicines', 'medicineDetails', 'legal', 'terms', 'privacy']);

/** Whether the page's code may hydrate its first view, and the language it was drawn in (null: it is replaced). */
export function firstViewHydration(request: FirstViewRequest): { locale: string } | null {
  return HYDRATED.has(request.page) ? { locale: currentLocale() } : null;
}

/** What the page says about itself in the head (the server escapes it), or null. */
export function firstViewHead(request: FirstViewRequest): FirstViewHead | null {
  return HEADS[request.page as CatalogPage]?.(request) ?? null;
}

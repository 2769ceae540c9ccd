import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resetPharmacyIdentity } from 'legal-kit';
import { KANTA_PHARMACY } from '../../../../tooling/jest/pharmacy-identity';
import DashboardPage from '../../pages/dashboard-page';
import LegalPage from '../../pages/legal-page';
import MedicineDetailsPage from '../../pages/medicine-details-page';
import MedicinesPage from '../../pages/medicines-page';
import PrivacyPage from '../../pages/privacy-page';
import TermsPage from '../../pages/terms-page';
import { category, medicine, mockGet, PRIVACY_FACTS, range, renderPage } from '../../testing/catalog-fixtures';
import { routes } from '../../routes';
import { type FirstViewRequest, renderFirstView } from '../render';

const ok = (body: unknown) => ({ status: 200, body });
const medicines = range(7).map((n) => medicine(n, n === 2 ? { stockStatus: 'low-stock', stockLeft: 3, prescriptionRequired: true } : {}));
const categories = range(8).map((n) => category(n));
const featured = medicines.slice(0, 3);

/** What a reader sees of an element tree: each element's tag, classes, own text and links, in order. */
function shape(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    const attributes = ['href', 'src', 'srcset', 'sizes', 'width', 'height', 'loading', 'alt', 'aria-label', 'disabled']
      .filter((name) => element.hasAttribute(name))
      .map((name) => `${name}=${element.getAttribute(name)}`);
    return `${element.tagName.toLowerCase()}.${element.className} ${attributes.join(' ')} ${own}`.trim();
  });
}

/** The server's first view, parsed as the browser would, without the image preloads React adds in front. */
function firstView(request: FirstViewRequest): Element {
  const html = renderFirstView(request);
  expect(html).not.toBeNull();
  const holder = document.createElement('div');
  holder.innerHTML = html!;
  holder.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  expect(holder.children).toHaveLength(1);
  return holder.firstElementChild!;
}

/** The page as its own code draws it once its data has arrived. */
async function drawn(page: ReactElement, options: { path: string; url: string }, text: string): Promise<Element> {
  const { container } = renderPage(page, options);
  await screen.findAllByText(text);
  // Every read in, not only the one that carries the text (the privacy page reads its periods apart).
  await waitFor(() => expect(container.querySelector('[data-page] .ep-loading')).toBeNull());
  return container.querySelector('[data-page]')!;
}

describe("the catalogue's first views (drawn by the site's server with the route's reads)", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetPharmacyIdentity();
  });

  it('every route with a first view has one here, drawn from the reads the route preloads', () => {
    const request = (route: (typeof routes)[number]): FirstViewRequest => ({
      page: route.page,
      url: `/${route.path.replace(':id', medicines[0].id)}`,
      params: { id: medicines[0].id },
      reads: Object.fromEntries(
        ('preload' in route ? route.preload : []).map((read) => [
          read,
          ok(
            read === '/api/medicine/:id'
              ? medicines[0]
              : read === '/api/pharmacy-identity'
                ? KANTA_PHARMACY
                : read === '/api/privacy'
                  ? PRIVACY_FACTS
                  : read.includes('categories')
                    ? categories
                    : medicines,
          ),
        ]),
      ),
    });
    const withView = routes.filter((route) => 'firstView' in route && route.firstView);
    expect(withView.map((route) => route.page)).toEqual(['dashboard', 'medicines', 'medicineDetails', 'legal', 'terms', 'privacy']);
    for (const route of withView) expect(renderFirstView(request(route))).toContain('data-page');
    expect(renderFirstView({ page: 'about', url: '/about', params: {}, reads: {} })).toBeNull();
  });

  it.each(['/medicines', '/medicines?page=2'])(
    'the medicines list at %s is drawn as the page draws it: the same cards, pictures, prices, stock and pager',
    async (url) => {
      mockGet({ '/api/medicine/GetAllMedicines': medicines });
      const server = firstView({ page: 'medicines', url, params: {}, reads: { '/api/medicine/GetAllMedicines': ok(medicines) } });
      const page = await drawn(<MedicinesPage />, { path: '/medicines', url }, url.endsWith('2') ? 'Medicine 4' : 'Medicine 1');
      expect(shape(server)).toEqual(shape(page));
      expect(server.textContent).toContain(url.endsWith('2') ? 'Medicine 4' : 'Medicine 1');
    },
  );

  it('the dashboard is drawn with its hero, categories and featured medicines, as the page draws them', async () => {
    mockGet({ '/api/medicine-categories': categories, '/api/medicine/featuredMedicines': featured });
    const server = firstView({
      page: 'dashboard',
      url: '/dashboard',
      params: {},
      reads: { '/api/medicine-categories': ok(categories), '/api/medicine/featuredMedicines': ok(featured) },
    });
    const page = await drawn(<DashboardPage />, { path: '/dashboard', url: '/dashboard' }, 'Category 1');
    await screen.findAllByText('Medicine 1');
    // The category picker's label and list are tied by generated ids, which differ from one render to another.
    const withoutIds = (lines: string[]) => lines.map((line) => line.replace(/_r_\w+_/g, 'id'));
    expect(withoutIds(shape(server))).toEqual(withoutIds(shape(page)));
    // The emergency numbers are the same links in both: 112 first, the one red button.
    const lines = shape(server);
    const start = lines.indexOf('div.catalog-emergency__banner');
    expect(lines.slice(start + 1, start + 7)).toEqual([
      'div.catalog-emergency__numbers',
      'p.  (anywhere in Nigeria)',
      'a.ep-button ep-button--danger href=tel:112 Call 112',
      'p.  (Lagos ambulance) ·',
      'a. href=tel:767 Call 767',
      'a. href=/emergency Request one of our ambulances',
    ]);
    expect(server.textContent).toContain('Welcome to e-pharmacy');
    expect(server.textContent).toContain('Category 1');
  });

  it("a medicine's page is drawn with its picture first in line, as the page draws it", async () => {
    const item = medicines[1];
    mockGet({ [`/api/medicine/${item.id}`]: item });
    const request = {
      page: 'medicineDetails',
      url: `/medicines/${item.id}`,
      params: { id: item.id },
      reads: { '/api/medicine/:id': ok(item) },
    };
    const server = firstView(request);
    const page = await drawn(<MedicineDetailsPage />, { path: '/medicines/:id', url: `/medicines/${item.id}` }, 'Only 3 left');
    expect(shape(server)).toEqual(shape(page));
    expect(renderFirstView(request)).toMatch(/<img [^>]*fetchPriority="high"/);
  });

  it('a medicine in stock keeps room for its expiry and its stock where the shopper is, read after the first view, so the description does not move when they arrive', () => {
    const item = medicines[1];
    const server = firstView({
      page: 'medicineDetails',
      url: `/medicines/${item.id}`,
      params: { id: item.id },
      reads: { '/api/medicine/:id': ok(item) },
    });
    const slots = [...server.querySelectorAll('.catalog-live-slot')].map((slot) => slot.className);
    expect(slots).toEqual(['catalog-live-slot catalog-live-slot--expiry', 'catalog-live-slot catalog-live-slot--state']);
    // Both come before the description, which would otherwise be pushed down.
    const description = [...server.querySelectorAll('p')].find((p) => p.textContent === item.description);
    expect(description).toBeDefined();
    for (const slot of server.querySelectorAll('.catalog-live-slot'))
      expect(slot.compareDocumentPosition(description!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("the legal page is drawn with the pharmacy's registration, as the page draws it, so nothing below it moves when it arrives", async () => {
    mockGet({ '/api/pharmacy-identity': KANTA_PHARMACY });
    const server = firstView({ page: 'legal', url: '/legal', params: {}, reads: { '/api/pharmacy-identity': ok(KANTA_PHARMACY) } });
    const page = await drawn(<LegalPage />, { path: '/legal', url: '/legal' }, 'Kanta Pharmacy Ltd');
    expect(shape(server)).toEqual(shape(page));
    expect(server.textContent).toContain('PCN/PREM/LAG/12345');
  });

  it.each([
    ['terms', <TermsPage key="terms" />],
    ['privacy', <PrivacyPage key="privacy" />],
  ])(
    "the %s page is drawn with the pharmacy's name, as the page draws it once it has it (never a stand-in name that re-wraps)",
    async (page, element) => {
      mockGet({ '/api/pharmacy-identity': KANTA_PHARMACY, '/api/privacy': PRIVACY_FACTS });
      const reads = { '/api/pharmacy-identity': ok(KANTA_PHARMACY), '/api/privacy': ok(PRIVACY_FACTS) };
      const server = firstView({ page, url: `/${page}`, params: {}, reads });
      const drawnPage = await drawn(element, { path: `/${page}`, url: `/${page}` }, KANTA_PHARMACY.registeredName);
      expect(shape(server)).toEqual(shape(drawnPage));
      expect(server.textContent).toContain(KANTA_PHARMACY.registeredName);
      expect(server.textContent).not.toContain('the pharmacy named on our Legal page');
      if (page === 'terms') expect(server.textContent).toContain(`usually within ${KANTA_PHARMACY.refundExpectedWithin} depending`);
    },
  );

  it('a read that failed, was missing or answered something else gives no first view: the page draws itself', () => {
    const list = (reads: FirstViewRequest['reads']) => renderFirstView({ page: 'medicines', url: '/medicines', params: {}, reads });
    expect(list({ '/api/medicine/GetAllMedicines': undefined })).toBeNull();
    expect(list({ '/api/medicine/GetAllMedicines': { status: 503, body: null } })).toBeNull();
    expect(list({ '/api/medicine/GetAllMedicines': ok({ message: 'not a list' }) })).toBeNull();
    expect(list({})).toBeNull();
    expect(
      renderFirstView({
        page: 'medicineDetails',
        url: '/medicines/x',
        params: { id: 'x' },
        reads: { '/api/medicine/:id': { status: 404, body: null } },
      }),
    ).toBeNull();
    expect(
      renderFirstView({
        page: 'dashboard',
        url: '/dashboard',
        params: {},
        reads: { '/api/medicine-categories': ok(categories), '/api/medicine/featuredMedicines': undefined },
      }),
    ).toBeNull();
  });

  it('what the API holds is text: markup in a name, description or picture address is escaped, never drawn', () => {
    const hostile = medicine(1, {
      name: '<img src=x onerror=alert(1)>',
      imageUrl: 'javascript:alert(1)',
      description: '</section><script>alert(1)</script>',
    });
    const html = renderFirstView({
      page: 'medicineDetails',
      url: '/',
      params: { id: hostile.id },
      reads: { '/api/medicine/:id': ok(hostile) },
    })!;
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.querySelector('img[src="x"]')).toBeNull();
    expect(holder.querySelector('h1')!.textContent).toBe('<img src=x onerror=alert(1)>');
    // React swaps a javascript: address for one that only throws; pictures never run script anyway.
    expect(html).not.toMatch(/(src|href)="javascript:alert/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import ts from 'typescript';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { DepartmentsTabs } from '../../features/dashboard/components/departments-tabs';
import { ShopNowBanner } from '../../features/dashboard/components/shop-now-banner';
import MedicineDetailsPage from '../../pages/medicine-details-page';
import { medicine, mockGet, renderPage, signIn } from '../../testing/catalog-fixtures';
import { catalogMessages } from '..';
import { pageMessages } from '../pages';

const SRC = path.join(__dirname, '..', '..');
// The legal pages' bodies stay in English, the version that binds (a translated note says so); the
// contact page's addresses are addresses.
const ENGLISH_ON_PURPOSE = [
  'pages/legal-page.tsx',
  'pages/privacy-page.tsx',
  'pages/terms-page.tsx',
  'features/contact/components/store-info.tsx',
];
const WORDED_ATTRIBUTES = new Set(['aria-label', 'label', 'placeholder', 'title', 'alt']);

function screens(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'harness', 'testing'].includes(entry.name) ? [] : screens(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Words written straight into a screen's markup (text between tags, or a label attribute) instead of taken from a catalogue. */
function englishIn(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      WORDED_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /[A-Za-z]{2,}/.test(node.initializer.text)
    )
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function speakPidgin() {
  await act(async () => {
    await Promise.all([catalogMessages.ready('pcm'), pageMessages.ready('pcm')]);
    setLocale('pcm');
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('what a shopper reads in the catalogue', () => {
  it('comes from the catalogues: no screen writes English words into its markup', () => {
    const written = screens(SRC)
      .filter((file) => !ENGLISH_ON_PURPOSE.includes(path.relative(SRC, file).split(path.sep).join('/')))
      .flatMap((file) => englishIn(file).map((words) => `${path.relative(SRC, file)}: ${words}`));
    expect(written).toEqual([]);
  });

  it('shows a product page in Pidgin: facts, prescription steps, expiry, delivery, refill and reporting', async () => {
    signIn();
    const item = medicine(4, {
      name: 'Augmentin 625mg',
      prescriptionRequired: true,
      medicineClass: 'pom',
      dosage: '',
      nafdacNumber: 'A4-1234',
      stockStatus: 'in-stock',
    });
    mockGet({
      [`/api/medicine/${item.id}`]: item,
      [`/api/medicine/${item.id}/equivalents`]: [],
      '/api/carts/getcartitems': [],
      '/api/stock/expiry': [{ medicineId: item.id, expiryDate: '2027-05-31', label: 'Expiry: May 2027 or later' }],
    });
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery')
        return { data: { zones: [{ state: 'Kano', code: 'kano', name: 'Kano', delivered: true, fee: 3000, minDays: 3, maxDays: 5 }] } };
      if (url === `/api/medicines/${item.id}/availability`)
        return { data: { state: 'Kano', status: 'ships', message: 'Ships from Lagos in 3–5 days', shipsFrom: 'Lagos', days: '3–5' } };
      if (url === `/api/medicine/${item.id}/equivalents`) return { data: [] };
      throw new Error(`Unexpected GET ${url}`);
    });
    await speakPidgin();
    renderPage(<MedicineDetailsPage />, { path: '/medicines/:id', url: `/medicines/${item.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Augmentin 625mg' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('how e dey work')).toBeInTheDocument();
    expect(screen.getByText('Put am for your cart like other medicine.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wetin dey inside the pack' })).toBeInTheDocument();
    expect(screen.getByText('Na only with prescription (POM)')).toBeInTheDocument();
    expect(screen.getByText('Ask your pharmacist.')).toBeInTheDocument();
    expect(await screen.findByText('E go expire: May 2027 or after')).toBeInTheDocument();
    expect(await screen.findByText('E go comot from Lagos, e go reach you for 3–5 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Bring am come')).toHaveValue('kano');
    expect(screen.getByRole('heading', { name: 'You dey take am every month?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dey refill Augmentin 625mg regularly' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Side effect or you think say e fake?' })).toBeInTheDocument();
  });

  it('shows the home page’s departments and banner in Pidgin', async () => {
    await speakPidgin();
    renderPage(
      <>
        <ShopNowBanner />
        <DepartmentsTabs />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Free delivery when your order pass N100,000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oya buy now' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('tablist', { name: 'Department dem' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pikin (Pediatrics)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pharmacist go check your readings');
  });
});

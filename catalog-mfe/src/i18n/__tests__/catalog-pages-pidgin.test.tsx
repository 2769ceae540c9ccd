import fs from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore, setLocale } from 'shared-kernel';
import { resetPharmacyIdentity } from 'legal-kit';
import { KANTA_PHARMACY } from '../../../../tooling/jest/pharmacy-identity';
import { period } from '../../features/privacy/privacy-facts';
import CategoriesPage from '../../pages/categories-page';
import ContactPage from '../../pages/contact-page';
import FaqPage from '../../pages/faq-page';
import TermsPage from '../../pages/terms-page';
import { mockGet, renderPage } from '../../testing/catalog-fixtures';
import { pageMessages } from '../pages';

async function speakPidgin() {
  await act(async () => {
    await pageMessages.ready('pcm');
    setLocale('pcm');
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  resetPharmacyIdentity();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the catalogue’s other pages in Pidgin', () => {
  it('has every English message of these pages in Pidgin', () => {
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'pages', `${locale}.json`), 'utf8')) as object;
    expect(Object.keys(read('pcm')).sort()).toEqual(Object.keys(read('en')).sort());
  });

  it('says retention periods with plural forms in both languages', async () => {
    expect([period(365), period(730), period(30), period(60), period(1), period(45)]).toEqual([
      'one year',
      '2 years',
      'one month',
      '2 months',
      'one day',
      '45 days',
    ]);
    await speakPidgin();
    expect(pageMessages.t('privacy.keep.carts', { period: period(60) })).toBe('Cart wey you leave: 2 months.');
  });

  it('lists the categories under a Pidgin heading', async () => {
    mockGet({ '/api/medicine-categories': [{ medicineCategoryId: 'c1', name: 'Vitamins', imageUrl: null }] });
    await speakPidgin();
    renderPage(<CategoriesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kinds of medicine' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Vitamins' })).toBeInTheDocument();
  });

  it('checks the contact form and names the missing fields in Pidgin', async () => {
    await speakPidgin();
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reach us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Abeg write your name.',
      'Abeg write correct email address.',
      'Abeg write your message.',
    ]);
  });

  it('asks and answers the FAQ in Pidgin', async () => {
    await speakPidgin();
    renderPage(<FaqPage />);
    expect(screen.getByText('I need prescription?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us message' })).toHaveAttribute('href', '/contact');
  });

  it('keeps the terms in English, the binding text, with a Pidgin note saying so (none in English)', async () => {
    mockGet({ '/api/pharmacy-identity': KANTA_PHARMACY });
    const { unmount } = renderPage(<TermsPage />);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(document.querySelector('[data-english-binds]')).toBeNull();
    unmount();
    await speakPidgin();
    renderPage(<TermsPage />);
    expect(await screen.findByText(/na the English version be the one wey the law hold/)).toHaveAttribute('lang', 'pcm');
    expect(screen.getByRole('heading', { name: 'Wetin we dey responsible for' })).toBeInTheDocument();
    expect(screen.getByText(/You must be 18 or over to buy/)).toBeInTheDocument();
  });
});

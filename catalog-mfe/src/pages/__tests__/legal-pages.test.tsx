import { screen, within } from '@testing-library/react';
import { resetPharmacyIdentity } from 'legal-kit';
import { KANTA_PHARMACY } from '../../../../tooling/jest/pharmacy-identity';
import LegalPage from '../legal-page';
import PrivacyPage from '../privacy-page';
import TermsPage from '../terms-page';
import { mockGet, pending, PRIVACY_FACTS, renderPage } from '../../testing/catalog-fixtures';

const kanta = KANTA_PHARMACY;

afterEach(() => {
  jest.restoreAllMocks();
  resetPharmacyIdentity();
});

describe('legal pages', () => {
  it('legal: the registered pharmacy, its PCN licence and superintendent, from the API', async () => {
    mockGet({ '/api/pharmacy-identity': kanta });
    renderPage(<LegalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal and registration' })).toBeInTheDocument();
    const details = await screen.findByText('Kanta Pharmacy Ltd');
    const list = details.closest('dl')!;
    expect(within(list).getByText('PCN/PREM/LAG/12345')).toBeInTheDocument();
    expect(within(list).getByText('Pharm. Musa Bello')).toBeInTheDocument();
    expect(within(list).getByText('PCN/REG/045678')).toBeInTheDocument();
    expect(within(list).getByText('3 Allen Avenue, Ikeja, Lagos')).toBeInTheDocument();
    expect(within(list).getByText('Daily 8:00–22:00')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('legal: development defaults say they name no real pharmacy', async () => {
    mockGet({ '/api/pharmacy-identity': { ...kanta, registeredName: 'Demo (fictional)', fictional: true } });
    renderPage(<LegalPage />);
    expect(await screen.findByRole('note')).toHaveTextContent(/name no real pharmacy/);
  });

  it('legal: a failed read says so instead of showing nothing', async () => {
    mockGet({ '/api/pharmacy-identity': new Error('offline'), '/api/privacy': new Error('offline') });
    renderPage(<LegalPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
  });

  it('privacy: names the controller, prescriptions as health data, retention, rights and where to write', async () => {
    mockGet({ '/api/pharmacy-identity': kanta, '/api/privacy': PRIVACY_FACTS });
    renderPage(<PrivacyPage />);
    expect(await screen.findByText('Kanta Pharmacy Ltd')).toBeInTheDocument();
    expect(screen.getByText(/Nigeria Data Protection Act 2023/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Personal data/ })).toHaveTextContent(/Prescriptions you upload/);
    expect(screen.getByRole('heading', { name: 'How long we keep it' }).nextElementSibling).toHaveTextContent(/Prescriptions:/);
    expect(screen.getByRole('link', { name: 'dpo@kanta.ng' })).toHaveAttribute('href', 'mailto:dpo@kanta.ng');
    expect(screen.getByText(/Nigeria Data Protection Commission/)).toBeInTheDocument();
  });

  it('terms: the seller and the prescription rule', async () => {
    mockGet({ '/api/pharmacy-identity': kanta });
    renderPage(<TermsPage />);
    expect(await screen.findByText('Kanta Pharmacy Ltd')).toBeInTheDocument();
    expect(screen.getByText(/only against a valid prescription written for you within the last six months/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('terms: the refund promise is the one the API states, never a copy of it', async () => {
    mockGet({ '/api/pharmacy-identity': { ...kanta, refundExpectedWithin: '4 to 8 working days' } });
    renderPage(<TermsPage />);
    expect(await screen.findByTestId('terms-refund-within')).toHaveTextContent(
      'Refunds go back to the card you paid with, usually within 4 to 8 working days depending on your bank.',
    );
    expect(screen.queryByText(/3 to 10/)).not.toBeInTheDocument();
  });

  it.each([
    ['privacy', <PrivacyPage key="privacy" />],
    ['terms', <TermsPage key="terms" />],
  ])(
    '%s: waits for the pharmacy with the loading indicator, never a stand-in name that re-wraps the text when the name comes',
    async (_, page) => {
      mockGet({ '/api/pharmacy-identity': pending, '/api/privacy': PRIVACY_FACTS });
      renderPage(page);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.queryByText(/the pharmacy named on our Legal page/)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['privacy', <PrivacyPage key="privacy" />],
    ['terms', <TermsPage key="terms" />],
  ])('%s: when the pharmacy cannot be read, the text still shows, pointing to the Legal page', async (_, page) => {
    mockGet({ '/api/pharmacy-identity': new Error('offline'), '/api/privacy': new Error('offline') });
    renderPage(page);
    expect((await screen.findAllByText(/the pharmacy named on our Legal page/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { resetPharmacyIdentity } from 'legal-kit';
import { KANTA_PHARMACY } from '../../../../../tooling/jest/pharmacy-identity';
import PrivacyPage from '../../../pages/privacy-page';
import { mockGet, renderPage } from '../../../testing/catalog-fixtures';
import { period } from '../privacy-facts';

afterEach(() => {
  jest.restoreAllMocks();
  resetPharmacyIdentity();
});

describe('the privacy page’s periods and processors', () => {
  it('come from the API, the configuration the retention job reads', async () => {
    mockGet({
      '/api/pharmacy-identity': KANTA_PHARMACY,
      '/api/privacy': {
        retention: {
          contactMessagesDays: 730,
          logsDays: 45,
          prescriptionsDays: 365,
          conversationsDays: 1095,
          handoverPhotosDays: 90,
          abandonedCartsDays: 60,
          dispensingRecordsDays: 1825,
        },
        processors: [{ name: 'Paystack', purpose: 'Payment', data: 'E-mail address and amount', location: 'Nigeria' }],
      },
    });
    renderPage(<PrivacyPage />);
    expect(await screen.findByText(/Technical logs and the record of messages we sent: 45 days/)).toBeInTheDocument();
    expect(screen.getByText(/Contact messages: 2 years/)).toBeInTheDocument();
    expect(screen.getByText(/A cart you left: 2 months/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Processors/ })).toHaveTextContent('PaystackPaymentE-mail address and amountNigeria');
  });

  it('says periods as a reader would', () => {
    expect([period(365), period(1825), period(90), period(45), period(1)]).toEqual([
      'one year',
      '5 years',
      '3 months',
      '45 days',
      'one day',
    ]);
  });
});

import { act, render, screen } from '@testing-library/react';
import { windowMessages } from 'delivery-kit';
import { type DeliveryQuote, localeStore, setLocale } from 'shared-kernel';
import { cartMessages } from '..';
import { DeliverySummary } from '../../components/delivery-summary';
import { ParcelChoice, withParcelChoice } from '../../features/payment/components/parcel-choice';
import type { PaymentFormValues } from '../../features/payment/lib/validate-payment';

// The server answers a window's working days and dates, and an English `text`; the page words the
// window in the shopper's language (delivery-kit's useDeliveryWindowText), for the quote, the parcel option chosen and each parcel.

const window = (minDays: number, maxDays: number, earliest: string, latest: string, text: string) => ({
  minDays,
  maxDays,
  earliest,
  latest,
  text,
});
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 5000,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 8000,
  freeDeliveryThreshold: 100000,
  window: window(3, 5, '2026-12-10', '2026-12-14', '3–5 working days (Thu 10 Dec – Mon 14 Dec)'),
  deliveryChoice: {
    one: {
      deliveryFee: 3000,
      total: 8000,
      window: '4–6 working days (Fri 11 Dec – Tue 15 Dec)',
      windowParts: window(4, 6, '2026-12-11', '2026-12-15', '4–6 working days (Fri 11 Dec – Tue 15 Dec)'),
      parcels: [
        {
          locationId: '30000000-0000-4000-8000-000000000001',
          from: 'e-pharmacy Kano',
          kind: 'pharmacy',
          lines: [{ medicineId: 'm-1', medicineName: 'ORS sachets', quantity: 2 }],
          fee: 3000,
          window: '4–6 working days (Fri 11 Dec – Tue 15 Dec)',
          windowParts: window(4, 6, '2026-12-11', '2026-12-15', '4–6 working days (Fri 11 Dec – Tue 15 Dec)'),
          waitsForTransfer: true,
        },
      ],
    },
    split: {
      deliveryFee: 4500,
      total: 9500,
      window: '1 working day (Thu 10 Dec)',
      windowParts: window(1, 1, '2026-12-10', '2026-12-10', '1 working day (Thu 10 Dec)'),
      parcels: [],
    },
  },
} as unknown as DeliveryQuote;

async function speak(locale: 'en' | 'pcm') {
  await act(async () => {
    await Promise.all([cartMessages.ready(locale), windowMessages.ready(locale)]);
    setLocale(locale);
  });
}
afterEach(() => localeStore.setState({ locale: 'en' }));

const values = (parcels: 'one' | 'split') => ({ fulfilment: 'delivery', parcels }) as PaymentFormValues;
const form = { values: values('one'), setValue: () => undefined } as never;

describe('the delivery window', () => {
  it('is worded in Pidgin from its days and dates', async () => {
    await speak('pcm');
    render(<DeliverySummary quote={QUOTE} />);
    expect(await screen.findByText('When e go reach you: between Thu 10 Dec and Mon 14 Dec (3 to 5 working days)')).toBeInTheDocument();
  });

  it('is the option the shopper chose, and each parcel’s own, in Pidgin', async () => {
    await speak('pcm');
    render(
      <>
        <DeliverySummary quote={withParcelChoice(QUOTE, values('split'))!} />
        <ParcelChoice form={form} choice={QUOTE.deliveryChoice!} />
      </>,
    );
    expect(await screen.findByText('When e go reach you: for Thu 10 Dec (1 working day)')).toBeInTheDocument();
    expect(
      screen.getByText(/e-pharmacy Kano: ORS sachets ×2 — N3,000, between Fri 11 Dec and Tue 15 Dec \(4 to 6 working days\)/),
    ).toBeInTheDocument();
  });

  it('reads in English as the server wrote it', async () => {
    await speak('en');
    render(<DeliverySummary quote={withParcelChoice(QUOTE, values('one'))!} />);
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Expected delivery: 4–6 working days (Fri 11 Dec – Tue 15 Dec)');
  });
});

// The delivery kit's texts (an order's receipt) in English and in Pidgin.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, type Order, setLocale } from 'shared-kernel';
import { deliveryMessages } from '../i18n';
import { windowMessages } from '../i18n/window';
import { OrderTotals } from '../order-totals';
import { useDeliveryWindowText } from '../window-text';

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

const order = {
  orderItems: [{ medicineId: 'm1', medicineName: 'Paracetamol 500 mg', quantity: 2, price: 500 }],
  itemsTotal: 1000,
  discount: 0,
  deliveryFee: 0,
  totalPrice: 1000,
  deliveryAddress: null,
  shippingAddress: '12 Allen Avenue, Ikeja',
  deliveryWindow: { text: '2–3 days' },
} as unknown as Order;

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the delivery kit’s texts', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
    expect(keys('window/pcm.json')).toEqual(keys('window/en.json'));
  });

  it('shows the receipt in English by default', () => {
    render(<OrderTotals order={order} />);
    expect(screen.getByText('Deliver to:')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('shows a line’s batch as the page words it, and none when the page gives none', () => {
    const { rerender } = render(<OrderTotals order={order} lineBatch={(line) => `Batch of ${line.medicineName}`} />);
    expect(screen.getByTestId('line-batch')).toHaveTextContent('Batch of Paracetamol 500 mg');
    rerender(<OrderTotals order={order} lineBatch={() => ''} />);
    expect(screen.queryByTestId('line-batch')).not.toBeInTheDocument();
    rerender(<OrderTotals order={order} />);
    expect(screen.queryByTestId('line-batch')).not.toBeInTheDocument();
  });

  it('shows the receipt in Pidgin', async () => {
    await act(async () => {
      await deliveryMessages.ready('pcm');
      setLocale('pcm');
    });
    render(<OrderTotals order={order} />);
    expect(screen.getByText('Where we go deliver am:')).toBeInTheDocument();
    expect(screen.getByText('When e go reach you:')).toBeInTheDocument();
  });
});

describe('a delivery window', () => {
  const readyNow = {
    minDays: 0,
    maxDays: 1,
    earliest: '2026-12-07',
    latest: '2026-12-08',
    text: '0–1 working days (Mon 7 Dec – Tue 8 Dec)',
  };
  function Window({ asked }: { asked: boolean }) {
    const windowText = useDeliveryWindowText({ readyNow: asked });
    return <p data-testid="window">{windowText(readyNow)}</p>;
  }

  it('reads in English as the server wrote it, a pickup ready now said so where asked', () => {
    const { rerender } = render(<Window asked={false} />);
    expect(screen.getByTestId('window')).toHaveTextContent(readyNow.text);
    rerender(<Window asked />);
    expect(screen.getByTestId('window')).toHaveTextContent('today or the next working day (by Tue 8 Dec)');
  });

  it('is worded in Pidgin from its days and dates', async () => {
    await act(async () => {
      await windowMessages.ready('pcm');
      setLocale('pcm');
    });
    const { rerender } = render(<Window asked={false} />);
    expect(screen.getByTestId('window')).toHaveTextContent('today or the next working day (latest Tue 8 Dec)');
    rerender(<Window asked />);
    expect(screen.getByTestId('window')).toHaveTextContent('today or the next working day (latest Tue 8 Dec)');
  });
});

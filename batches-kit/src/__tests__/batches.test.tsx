// The batches kit: an order line's batches as every order page words them, and the expiry note of a
// medicine bought now, in English and in Pidgin.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, setLocale } from 'shared-kernel';
import { publicFetch } from 'shared-kernel/testing';
import { batchesText, formatExpiry } from '../batch';
import { ExpiryNote, expiryMonth } from '../expiry-note';
import { batchesMessages } from '../i18n';

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

const MEDICINE = '00000000-0000-4000-8000-000000000001';

/** GET /api/stock/expiry as the API answers it, for the medicines asked about. */
function answerExpiry(rows: { medicineId: string; expiryDate: string }[] | Error) {
  return jest.spyOn(publicFetch, 'get').mockImplementation(async (url: string) => {
    if (url !== '/api/stock/expiry') throw new Error(`Unexpected GET ${url}`);
    if (rows instanceof Error) throw rows;
    return { data: rows.map((row) => ({ ...row, label: '' })), status: 200 };
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('an order line’s batches', () => {
  it('names each batch with its expiry, and its units when there are several', () => {
    expect(formatExpiry('2027-05-31')).toBe('31 May 2027');
    expect(batchesText([{ lotNumber: 'PCM2401', expiryDate: '2027-05-31', quantity: 2 }])).toBe('Batch PCM2401, expiry 31 May 2027');
    expect(
      batchesText([
        { lotNumber: 'PCM2401', expiryDate: '2027-05-31', quantity: 2 },
        { lotNumber: 'OPENING-BALANCE', expiryDate: null, quantity: 1 },
      ]),
    ).toBe('Batch PCM2401, expiry 31 May 2027 (2); Batch not recorded (1)');
  });

  it('is empty when no batch is recorded', () => {
    expect(batchesText(undefined)).toBe('');
    expect(batchesText([])).toBe('');
  });
});

describe('the expiry note', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
  });

  it('gives the month a batch expires', () => {
    expect(expiryMonth('2027-05-31')).toBe('May 2027');
  });

  it('shows the expiry an order placed now would get, in English by default', async () => {
    const get = answerExpiry([{ medicineId: MEDICINE, expiryDate: '2027-05-31' }]);
    render(<ExpiryNote medicineId={MEDICINE} />);
    expect(await screen.findByText('Expiry: May 2027 or later')).toHaveClass('ep-expiry-note');
    expect(get).toHaveBeenCalledWith('/api/stock/expiry', expect.objectContaining({ params: { medicineIds: MEDICINE } }));
  });

  it('shows it in Pidgin', async () => {
    answerExpiry([{ medicineId: MEDICINE, expiryDate: '2027-05-31' }]);
    await act(async () => {
      await batchesMessages.ready('pcm');
      setLocale('pcm');
    });
    render(<ExpiryNote medicineId={MEDICINE} className="checkout-cart-description" />);
    expect(await screen.findByText('E go expire: May 2027 or after')).toHaveClass('checkout-cart-description');
  });

  it('draws nothing when the expiry is unknown', async () => {
    const get = answerExpiry([]);
    const { container } = render(<ExpiryNote medicineId={MEDICINE} />);
    await act(async () => {
      await get.mock.results[0]?.value;
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws nothing when it cannot be read: the page works without it', async () => {
    const get = answerExpiry(new Error('offline'));
    const { container } = render(<ExpiryNote medicineId={MEDICINE} />);
    await act(async () => {
      await get.mock.results[0]?.value.catch(() => undefined);
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });
});

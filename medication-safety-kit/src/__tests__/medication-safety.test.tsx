// The medication safety kit: who the shopper buys for (remembered per user), the alerts in English
// and Pidgin with their sources and a pre-filled "Ask a pharmacist", and the calls that read them.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { localeStore, MemoryRouter, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { getCartSafety } from '../api/get-cart-safety';
import { type SafetyAlert } from '../api/safety-types';
import { safetyMessages } from '../i18n';
import { SafetyAlerts, askPharmacistPath } from '../safety-alerts';
import { readShoppingFor, SHOPPING_FOR_KEY } from '../shopping-for';
import { ShoppingForChooser } from '../shopping-for-chooser';
import { useShoppingFor } from '../shopping-for';

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

const ADA = 'user-ada';
const CHIDI = '7b1c2d3e-0000-4000-8000-000000000002';
const ok = <T,>(data: T) =>
  ({ data, status: 200, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } }) as AxiosResponse<T>;
const conflict = (code: string) =>
  new AxiosError('409', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 409,
    statusText: '409',
    data: { code, message: 'Health-data consent needed' },
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

const profile = (id: string, label: string, relationship: string) => ({ id, label, relationship });

function alert(severity: SafetyAlert['severity'], en: string, pcm: string): SafetyAlert {
  return {
    id: `${severity}-${en.length}`,
    severity,
    kind: severity === 'block' ? 'age-limit' : 'duplicate-ingredient',
    medicineIds: [],
    ingredient: 'paracetamol',
    message: { en, pcm },
    source: 'BNF: Paracetamol',
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

function Chooser({ userId }: { userId: string }) {
  const [profileId, setProfileId] = useShoppingFor(userId);
  return (
    <MemoryRouter>
      <ShoppingForChooser idPrefix="test" profileId={profileId} onChange={setProfileId} />
      <output data-testid="chosen">{profileId ?? 'myself'}</output>
    </MemoryRouter>
  );
}

describe('shopping for', () => {
  it('offers the shopper and their people, and remembers the choice per user', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok({ items: [profile('self-id', 'Ada', 'self'), profile(CHIDI, 'Chidi (son)', 'child')] }));
    const user = userEvent.setup();
    const { unmount } = render(<Chooser userId={ADA} />);
    const select = await screen.findByLabelText('Shopping for');
    await waitFor(() => expect(select).toBeEnabled());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Myself', 'Chidi (son)']);
    await user.selectOptions(select, CHIDI);
    expect(screen.getByTestId('chosen')).toHaveTextContent(CHIDI);
    expect(window.localStorage.getItem(SHOPPING_FOR_KEY(ADA))).toBe(CHIDI);
    expect(readShoppingFor('someone-else')).toBeNull();
    unmount();
    // Another page (the product page) reads the same person.
    render(<Chooser userId={ADA} />);
    await waitFor(() => expect(screen.getByLabelText('Shopping for')).toHaveValue(CHIDI));
  });

  it('without the health-data consent offers only the shopper, with a way to add the people they buy for', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(conflict('consent-required'));
    window.localStorage.setItem(SHOPPING_FOR_KEY(ADA), CHIDI);
    render(<Chooser userId={ADA} />);
    expect(await screen.findByRole('link', { name: 'Add the people you buy for' })).toHaveAttribute('href', '/account/medication-profiles');
    // A person no longer listed is not checked for: back to the shopper.
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent('myself'));
  });
});

describe('the alerts', () => {
  const alerts = [
    alert('moderate', 'Take with food.', 'Chop food before you take am.'),
    alert('block', 'Codeine is not for children under 12.', 'Codeine no be for pikin wey never reach 12.'),
  ];

  it('lists the most serious first, with what it means, its source and Ask a pharmacist pre-filled', () => {
    render(
      <MemoryRouter>
        <SafetyAlerts alerts={alerts} idPrefix="t" />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('A pharmacist must check this first');
    expect(items[0]).toHaveTextContent('Codeine is not for children under 12.');
    expect(items[0]).toHaveTextContent('Source: BNF: Paracetamol');
    expect(items[1]).toHaveTextContent('For your information');
    const ask = screen.getAllByRole('link', { name: 'Ask a pharmacist about this' })[0];
    const url = new URL(ask.getAttribute('href')!, 'http://shop');
    expect(url.pathname).toBe('/ask-pharmacist');
    expect(url.searchParams.get('message')).toBe('Codeine is not for children under 12.');
    expect(askPharmacistPath('x', 'Panadol', 'm1')).toContain('topic=product&topicId=m1');
  });

  it('speaks Pidgin when the shopper chose it', async () => {
    await act(async () => {
      setLocale('pcm');
      await safetyMessages.ready('pcm');
    });
    render(
      <MemoryRouter>
        <SafetyAlerts alerts={alerts} only={['block']} idPrefix="t" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Codeine no be for pikin wey never reach 12.')).toBeInTheDocument();
    expect(screen.queryByText('Chop food before you take am.')).not.toBeInTheDocument();
    await screen.findByText('Pharmacist must check am first');
  });

  it('reads the cart for the chosen person (nobody named: the shopper)', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ alerts: [], summary: [] }));
    await getCartSafety(CHIDI);
    await getCartSafety(null);
    expect(get).toHaveBeenNthCalledWith(1, '/api/medication-safety/cart', { params: { profileId: CHIDI } });
    expect(get).toHaveBeenNthCalledWith(2, '/api/medication-safety/cart', { params: {} });
  });

  it('has every text in Pidgin too', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
  });
});

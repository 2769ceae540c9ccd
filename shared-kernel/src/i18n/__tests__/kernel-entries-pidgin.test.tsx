import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../routing/router';
import { localeStore, setLocale } from '../locale';
import { kernelMessages } from '../kernel-texts';
import { formMessages } from '../forms';
import { careMessages } from '../care';
import { vigilanceMessages } from '../vigilance';
import { legalMessages } from '../legal';
import { EmergencyBanner } from '../../care/emergency-banner';
import { SafetyReport } from '../../vigilance';
import { PharmacyIdentityDetails } from '../../legal/pharmacy-identity-details';
import { apiClient, publicFetch } from '../../http/testing';

const folder = path.join(__dirname, '..');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

async function speakPidgin() {
  await act(async () => {
    await Promise.all([kernelMessages, formMessages, careMessages, vigilanceMessages, legalMessages].map((m) => m.ready('pcm')));
    setLocale('pcm');
  });
}

const AMBULANCES = [
  { id: 'a1', name: 'Ambulance Ikeja', location: 'Ikeja', availability: true },
  { id: 'a2', name: 'Ambulance Lekki', location: 'Lekki', availability: false },
];

function renderBanner(kinds: ('chest-pain' | 'breathing' | 'overdose')[] = [], compact = false) {
  const get = jest.spyOn(publicFetch, 'get').mockResolvedValue({ data: AMBULANCES, status: 200 });
  render(
    <MemoryRouter>
      <EmergencyBanner kinds={kinds} compact={compact} />
    </MemoryRouter>,
  );
  return get;
}

const IDENTITY = {
  registeredName: 'Example Pharmacy Ltd',
  premisesLicence: 'PCN/PREM/0001',
  superintendent: { name: 'Pharm. Ada Obi', registrationNumber: 'PCN-12345' },
  address: '12 Allen Avenue, Ikeja',
  hours: 'Mon–Sat 8:00–20:00',
  fictional: true,
} as never;

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});
// Typing a sentence takes a while on a busy machine.
jest.setTimeout(20_000);

describe('the care, vigilance and legal entries’ texts', () => {
  it('has every English message in Pidgin, for each of these catalogues', () => {
    for (const entry of ['care', 'vigilance', 'legal']) {
      expect([entry, keys(path.join(entry, 'pcm.json'))]).toEqual([entry, keys(path.join(entry, 'en.json'))]);
    }
  });

  it('shows the emergency banner in English by default', async () => {
    renderBanner(['chest-pain', 'breathing']);
    expect(
      screen.getByRole('heading', { name: 'This sounds like an emergency (chest pain, trouble breathing). Call for help now.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('data-emergency-primary');
    expect(screen.getByRole('link', { name: 'Call 767 (Lagos)' })).not.toHaveAttribute('data-emergency-primary');
    expect(await screen.findByText('Our ambulances in service now')).toBeInTheDocument();
    // Only ambulances in service: one that is not is no help in an emergency.
    expect(screen.getByText('Ambulance Ikeja')).toBeInTheDocument();
    expect(screen.queryByText('Ambulance Lekki')).not.toBeInTheDocument();
  });

  it('the compact banner (beside a text box): 112 first, 767, the request link, and no list of ambulances', async () => {
    const get = renderBanner(['overdose'], true);
    expect(
      screen.getByRole('heading', { name: 'This sounds like an emergency (an overdose of medicine). Call for help now.' }),
    ).toBeInTheDocument();
    const calls = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(calls.map((a) => a.getAttribute('href'))).toEqual(['tel:112', 'tel:767']);
    expect(screen.getByRole('link', { name: 'Request one of our ambulances' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByText('Ambulance Ikeja')).not.toBeInTheDocument();
  });

  it('shows the emergency banner in Pidgin: the emergencies named, the numbers, the ambulances', async () => {
    await speakPidgin();
    renderBanner(['chest-pain', 'breathing']);
    expect(
      screen.getByRole('heading', { name: 'This one be like emergency (chest pain, breathing wahala). Call for help now now.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No wait make pharmacist reply you. Call one of these numbers first:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByText('112: National emergency line (anywhere for Naija)')).toBeInTheDocument();
    expect(await screen.findByText('Our ambulance dem wey dey work now')).toBeInTheDocument();
    expect(screen.queryByText('Ambulance Lekki')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for one of our ambulance' })).toHaveAttribute('href', '/ambulance');
  });

  it('shows the call-to-action banner in Pidgin when no emergency is named', async () => {
    await speakPidgin();
    renderBanner();
    expect(screen.getByRole('heading', { name: 'If na emergency, call for help now now' })).toBeInTheDocument();
    expect(await screen.findByText('Our ambulance dem wey dey work now')).toBeInTheDocument();
  });

  it('shows the report form, its checks, NAFDAC’s channels and the thanks in Pidgin', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { id: 'r1', state: 'new', createdAt: '' } });
    await speakPidgin();
    const user = userEvent.setup();
    render(<SafetyReport medicineId="m1" medicineName="Amoxil 500mg Capsules" idPrefix="t" />);
    expect(screen.getByRole('button', { name: 'Report side effect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report medicine wey fit be fake' }));
    const form = screen.getByRole('form', { name: 'Report medicine wey fit be fake: Amoxil 500mg Capsules' });
    expect(form).toHaveTextContent('You fit also tell NAFDAC by yourself:');
    expect(screen.getByRole('complementary', { name: 'Report to NAFDAC by yourself' })).toBeInTheDocument();
    expect(screen.getByText('E dey written for the pack, many times after LOT or B/N.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(screen.getByText('*Abeg put the batch (lot) number wey dey written for the pack')).toBeInTheDocument();
    expect(screen.getByText('*Tell us wetin happen for few words (at least 10 letters)')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Batch \(lot\) number/), 'AMX-2');
    await user.type(screen.getByLabelText(/^Wetin no correct/), 'The seal don open before.');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/your report about Amoxil 500mg Capsules don reach our pharmacist/)).toBeInTheDocument();
  });

  it('shows the pharmacy’s identity labels in Pidgin, its registered details as written', async () => {
    await speakPidgin();
    render(<PharmacyIdentityDetails identity={IDENTITY} />);
    expect(screen.getByText('Where the shop dey')).toBeInTheDocument();
    expect(screen.getByText('PCN licence for the shop')).toBeInTheDocument();
    expect(screen.getByText('PCN/PREM/0001')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('dem no be any real pharmacy');
  });
});

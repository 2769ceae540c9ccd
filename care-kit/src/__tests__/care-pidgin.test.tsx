// The care kit's texts (the emergency banner) in English and in Pidgin.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, MemoryRouter, setLocale } from 'shared-kernel';
import { publicFetch } from 'shared-kernel/testing';
import { careMessages } from '../i18n';
import { EmergencyBanner } from '../emergency-banner';

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

async function speakPidgin() {
  await act(async () => {
    await Promise.all([careMessages].map((m) => m.ready('pcm')));
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
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <EmergencyBanner kinds={kinds} compact={compact} />
    </MemoryRouter>,
  );
  return get;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the care kit’s texts', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
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
});

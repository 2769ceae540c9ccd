// The legal kit's texts (the pharmacy's identity labels) in Pidgin.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, setLocale } from 'shared-kernel';
import { legalMessages } from '../i18n';
import { PharmacyIdentityDetails } from '../pharmacy-identity-details';

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

async function speakPidgin() {
  await act(async () => {
    await Promise.all([legalMessages].map((m) => m.ready('pcm')));
    setLocale('pcm');
  });
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

describe('the legal kit’s texts', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
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

// The vigilance kit's texts (the report form and NAFDAC's channels) in Pidgin.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { vigilanceMessages } from '../i18n';
import { SafetyReport } from '../index';

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

async function speakPidgin() {
  await act(async () => {
    await Promise.all([vigilanceMessages].map((m) => m.ready('pcm')));
    setLocale('pcm');
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

// Typing a sentence takes a while on a busy machine.
jest.setTimeout(20_000);

describe('the vigilance kit’s texts', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
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
});

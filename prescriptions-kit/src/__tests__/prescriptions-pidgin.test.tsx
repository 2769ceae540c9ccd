// The prescriptions kit's texts (the upload form, the file checks, the API's refusals) in Pidgin.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { prescriptionsConsentFixture } from '../../../tooling/jest/fixtures/prescriptions';
import { prescriptionMessages } from '../i18n';
import { PrescriptionUploadForm } from '../prescription-upload';
import { PRESCRIPTION_ERROR_TEXT, prescriptionFileProblem } from '../prescriptions';

/** The shopper has given the consent to keep prescriptions, so the upload form itself shows (not the consent prompt). */
function prescriptionsConsentGiven() {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: prescriptionsConsentFixture(true) });
}

const folder = path.join(__dirname, '..', 'i18n');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the prescriptions kit’s texts', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm.json')).toEqual(keys('en.json'));
  });

  it('speaks Pidgin in the upload form, its checks and the refusals', async () => {
    await act(async () => {
      await prescriptionMessages.ready('pcm');
      setLocale('pcm');
    });
    prescriptionsConsentGiven();
    render(<PrescriptionUploadForm idPrefix="rx" onUploaded={() => undefined} />);
    expect(await screen.findByText('You never pick any file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name of the person wey write am/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('Pick photo or PDF of the prescription.')).toBeInTheDocument();
    expect(prescriptionFileProblem(null)).toBe('Pick photo or PDF of the prescription.');
    expect(PRESCRIPTION_ERROR_TEXT['prescription-expired']).toMatch(/^Dem write this prescription pass six months ago/);
    expect(PRESCRIPTION_ERROR_TEXT['not-a-code']).toBeUndefined();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, setLocale } from '../locale';
import { kernelMessages } from '../kernel-texts';
import { formMessages } from '../forms';
import { Alert } from '../../ui/feedback';
import { AddressFields, EMPTY_ADDRESS, validateAddress } from '../../ui/address-fields';
import { inYourCartMessage } from '../../cart/cart-count-store';

const folder = path.join(__dirname, '..');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

async function speakPidgin() {
  await act(async () => {
    await Promise.all([kernelMessages, formMessages].map((m) => m.ready('pcm')));
    setLocale('pcm');
  });
}

const zones = [
  { code: 'LA', name: 'Lagos', delivered: true },
  { code: 'BO', name: 'Borno', delivered: false },
] as never[];

const field = (name: string) => ({ name, value: '', onChange: () => undefined, onBlur: () => undefined });

afterEach(() => {
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the kernel’s texts', () => {
  it('has every English message in Pidgin, for each of its catalogues', () => {
    for (const entry of ['', 'forms']) {
      expect([entry, keys(path.join(entry, 'pcm.json'))]).toEqual([entry, keys(path.join(entry, 'en.json'))]);
    }
  });

  it('shows the address fields and the retry button in English by default', () => {
    render(
      <>
        <AddressFields zones={zones} field={field as never} idPrefix="a" />
        <Alert onRetry={() => undefined}>Could not load</Alert>
      </>,
    );
    expect(screen.getByLabelText(/Phone number for the rider/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Borno (not delivered yet)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(validateAddress(EMPTY_ADDRESS, zones).city).toBe('*City or LGA is required');
    expect(inYourCartMessage(['Amoxil', 'Ventolin', 'Zinc'])).toBe('Amoxil and 2 more medicines are in your cart.');
  });

  it('speaks Pidgin in the address fields, the retry button, the checks and the toasts', async () => {
    await speakPidgin();
    render(
      <>
        <AddressFields zones={zones} field={field as never} idPrefix="a" />
        <Alert onRetry={() => undefined}>No fit load</Alert>
      </>,
    );
    expect(screen.getByLabelText(/Phone number wey rider go call/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Borno (we never dey deliver there)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try am again' })).toBeInTheDocument();

    const errors = validateAddress({ ...EMPTY_ADDRESS, zone: 'BO', phone: '123' }, zones);
    expect(errors.zone).toBe('*We never dey deliver reach Borno');
    expect(errors.phone).toMatch(/^\*Put Nigerian mobile number/);
    expect(inYourCartMessage(['Amoxil', 'Ventolin'])).toBe('Amoxil and 1 other medicine dey your cart now.');
    expect(inYourCartMessage([])).toBe('Your medicine dey your cart now.');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../types/entities';
import { localeStore, setLocale } from '../locale';
import { kernelMessages } from '../kernel-texts';
import { formMessages } from '../forms';
import { deliveryMessages } from '../delivery';
import { prescriptionMessages } from '../prescriptions';
import { Alert } from '../../ui/feedback';
import { AddressFields, EMPTY_ADDRESS, validateAddress } from '../../ui/address-fields';
import { OrderTotals } from '../../ui/order-totals';
import { PrescriptionUploadForm } from '../../ui/prescription-upload';
import { PRESCRIPTION_ERROR_TEXT, prescriptionFileProblem } from '../../prescriptions/prescriptions';
import { inYourCartMessage } from '../../cart/cart-count-store';
import { apiClient } from '../../http/testing';

/** The shopper has given the consent to keep prescriptions, so the upload form itself shows (not the consent prompt). */
function prescriptionsConsentGiven() {
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    data: {
      items: [
        {
          purpose: 'health-data',
          channel: 'prescriptions',
          title: 'Using my prescriptions',
          wording: 'Let the pharmacists keep and read the prescriptions I upload, to check and dispense my orders.',
          wordingVersion: '2026-11-26',
          needsPhone: false,
          given: { at: '2026-11-26T09:00:00.000Z', via: 'account', wordingVersion: '2026-11-26', phone: null },
          withdrawn: null,
        },
      ],
    },
  });
}

const folder = path.join(__dirname, '..');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

async function speakPidgin() {
  await act(async () => {
    await Promise.all([kernelMessages, formMessages, deliveryMessages, prescriptionMessages].map((m) => m.ready('pcm')));
    setLocale('pcm');
  });
}

const zones = [
  { code: 'LA', name: 'Lagos', delivered: true },
  { code: 'BO', name: 'Borno', delivered: false },
] as never[];

const field = (name: string) => ({ name, value: '', onChange: () => undefined, onBlur: () => undefined });

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
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the kernel’s texts', () => {
  it('has every English message in Pidgin, for each of its catalogues', () => {
    for (const entry of ['', 'forms', 'delivery', 'prescriptions']) {
      expect([entry, keys(path.join(entry, 'pcm.json'))]).toEqual([entry, keys(path.join(entry, 'en.json'))]);
    }
  });

  it('shows the address fields, the receipt and the retry button in English by default', () => {
    render(
      <>
        <AddressFields zones={zones} field={field as never} idPrefix="a" />
        <OrderTotals order={order} />
        <Alert onRetry={() => undefined}>Could not load</Alert>
      </>,
    );
    expect(screen.getByLabelText(/Phone number for the rider/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Borno (not delivered yet)' })).toBeInTheDocument();
    expect(screen.getByText('Deliver to:')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(validateAddress(EMPTY_ADDRESS, zones).city).toBe('*City or LGA is required');
    expect(inYourCartMessage(['Amoxil', 'Ventolin', 'Zinc'])).toBe('Amoxil and 2 more medicines are in your cart.');
  });

  it('speaks Pidgin in the address fields, the receipt, the upload form, the checks and the toasts', async () => {
    await speakPidgin();
    prescriptionsConsentGiven();
    render(
      <>
        <AddressFields zones={zones} field={field as never} idPrefix="a" />
        <OrderTotals order={order} />
        <Alert onRetry={() => undefined}>No fit load</Alert>
        <PrescriptionUploadForm idPrefix="rx" onUploaded={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText(/Phone number wey rider go call/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Borno (we never dey deliver there)' })).toBeInTheDocument();
    expect(screen.getByText('Where we go deliver am:')).toBeInTheDocument();
    expect(screen.getByText('When e go reach you:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try am again' })).toBeInTheDocument();
    expect(await screen.findByText('You never pick any file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name of the person wey write am/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('Pick photo or PDF of the prescription.')).toBeInTheDocument();

    const errors = validateAddress({ ...EMPTY_ADDRESS, zone: 'BO', phone: '123' }, zones);
    expect(errors.zone).toBe('*We never dey deliver reach Borno');
    expect(errors.phone).toMatch(/^\*Put Nigerian mobile number/);
    expect(prescriptionFileProblem(null)).toBe('Pick photo or PDF of the prescription.');
    expect(PRESCRIPTION_ERROR_TEXT['prescription-expired']).toMatch(/^Dem write this prescription pass six months ago/);
    expect(PRESCRIPTION_ERROR_TEXT['not-a-code']).toBeUndefined();
    expect(inYourCartMessage(['Amoxil', 'Ventolin'])).toBe('Amoxil and 1 other medicine dey your cart now.');
    expect(inYourCartMessage([])).toBe('Your medicine dey your cart now.');
  });
});

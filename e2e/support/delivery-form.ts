// The checkout's delivery address as a shopper fills it in, and what the API says it costs.
import type { Locator } from 'playwright-core';
import { callApi } from './shop-api';

export interface DeliveryAddress {
  /** A zone code of GET /api/delivery, e.g. 'lagos-mainland', 'kano'. */
  zone: string;
  city: string;
  street: string;
  phone: string;
}

export const IKEJA: DeliveryAddress = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };

export async function fillDeliveryAddress(form: Locator, address: DeliveryAddress = IKEJA): Promise<void> {
  await form.getByLabel('State').selectOption(address.zone);
  await form.getByLabel('City or LGA').fill(address.city);
  await form.getByLabel('Street address').fill(address.street);
  await form.getByLabel('Phone number for the rider').fill(address.phone);
}

/** The API's quote for the shopper's cart delivered to a zone: items, fee and total, in naira. */
export async function deliveryQuote(
  apiUrl: string,
  token: string,
  zone: string,
): Promise<{ itemsTotal: number; deliveryFee: number; total: number }> {
  const answer = await callApi<{ itemsTotal: number; deliveryFee: number; total: number }>(apiUrl, 'POST', '/api/checkout/quote', token, {
    zone,
  });
  if (answer.status !== 200) throw new Error(`quote: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Naira as every page shows it (the spec's way): N7,200, kobo only when not zero (N7,200.50). */
export const naira = (amount: number) => {
  const kobo = Math.round(amount * 100);
  const digits = kobo % 100 === 0 ? 0 : 2;
  const text = Math.abs(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${kobo < 0 ? '-' : ''}N${text}`;
};

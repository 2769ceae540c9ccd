import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ORDER_MAIL_TEXTS, orderPlacedMail, orderStatusMail } from '../../src/domains/orders/order-mails';
import type { OrderJson } from '../../src/domains/orders/orders-service';

/** The parts of an order the two mails read. */
const order = (status: string) =>
  ({
    orderId: '00000000-0000-4000-8000-000000000001',
    orderNumber: 'EPH-000042',
    status,
    userId: null,
    customer: { name: 'Ada Obi', email: 'ada@example.ng' },
    orderDate: '2026-03-14T23:30:00Z',
    paidAt: null,
    paymentReference: 'ref-1',
    orderItems: [{ quantity: 2, medicineName: 'Paracetamol 500mg', price: 1250.5 }],
    itemsTotal: 2501,
    discount: 0,
    deliveryFee: 0,
    totalPrice: 4500,
    shippingAddress: '1 Allen Avenue, Ikeja',
    deliveryAddress: {
      recipient: 'Ada Obi',
      street: '1 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      phone: '+2348035550101',
      zoneName: 'Ikeja',
    },
    deliveryWindow: { text: 'tomorrow, 9:00–13:00' },
  }) as unknown as OrderJson;

describe('order mails in the shopper language', () => {
  it('read as before in English, the default', () => {
    const mail = orderStatusMail(order('Canceled'), 'https://shop.example', { amount: 4000 });
    assert.equal(mail.subject, 'Order EPH-000042: cancelled');
    assert.match(mail.text, /Your order has been cancelled\./);
    assert.match(mail.text, /A refund of N4,000 is on its way/);
    assert.match(mail.text, /Total: N4,500/);
    assert.equal(orderPlacedMail(order('Pending'), 'https://shop.example').subject, 'Order EPH-000042 confirmed: your receipt');
    const shipped = orderStatusMail(order('Shipped'), 'https://shop.example', null);
    assert.match(shipped.text, /on its way to Ikeja, Lagos\. The rider will call .+\. Expected delivery: tomorrow, 9:00–13:00\./);
  });

  it('are written in Pidgin for a shopper who chose it; medicine names stay as written', () => {
    const placed = orderPlacedMail(order('AwaitingReview'), 'https://shop.example', 'pcm');
    assert.equal(placed.subject, 'Order EPH-000042 don confirm: your receipt');
    assert.match(placed.text, /one of our pharmacists go check your prescription/);
    assert.match(placed.text, /2 × Paracetamol 500mg/);
    const status = orderStatusMail(order('Delivered'), 'https://shop.example', null, 'pcm');
    assert.equal(status.subject, 'Order EPH-000042: don reach');
    assert.match(status.text, /Your order don reach you\./);
  });

  it('have every English text in Pidgin', () => {
    const keys = (locale: string) =>
      Object.keys(JSON.parse(readFileSync(new URL(`../../src/domains/orders/mail-texts/${locale}.json`, import.meta.url), 'utf8'))).sort();
    assert.deepEqual(keys('pcm'), keys('en'));
    assert.ok(ORDER_MAIL_TEXTS.locales.includes('pcm'), 'the languages are read from the files');
  });
});

import { kindOf, offlineAnswerFor, type RequestFacts } from '../routes';

const origin = 'https://shop.example';
const facts = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${origin}${path}`,
  mode: 'cors',
  origin,
  authorized: false,
  ...extra,
});

describe('which requests the service worker keeps', () => {
  it('keeps public catalogue reads, stale-while-revalidate', () => {
    expect(kindOf(facts('/api/medicine/featuredMedicines'))).toBe('catalogue');
    expect(kindOf(facts('/api/medicine/GetAllMedicines'))).toBe('catalogue');
    expect(kindOf(facts('/api/medicine/4b1c'))).toBe('catalogue');
    expect(kindOf(facts('/api/medicine-categories'))).toBe('catalogue');
    expect(kindOf(facts('/api/pharmacy-identity'))).toBe('catalogue');
  });

  it('never keeps anything personal or sent with a login', () => {
    expect(kindOf(facts('/api/carts/getcartitems?userId=1'))).toBeNull();
    expect(kindOf(facts('/api/orders/user/1'))).toBeNull();
    expect(kindOf(facts('/api/prescriptions'))).toBeNull();
    expect(kindOf(facts('/api/user/profile'))).toBeNull();
    expect(kindOf(facts('/api/medicine/featuredMedicines', { authorized: true }))).toBeNull();
  });

  it('never answers a write (a cart change, a payment) from a cache', () => {
    expect(kindOf(facts('/api/medicine/GetAllMedicines', { method: 'POST' }))).toBeNull();
    expect(kindOf(facts('/api/payments/initialize', { method: 'POST' }))).toBeNull();
  });

  it("keeps a remote's release files by URL and checks the files that name a release", () => {
    expect(kindOf(facts('/remotes/catalog/540.9d18e93a05.js'))).toBe('remote-file');
    expect(kindOf(facts('/remotes/catalog/1.4.0/540.js'))).toBe('remote-file');
    expect(kindOf(facts('/remotes/catalog/remoteEntry.js'))).toBe('release');
    expect(kindOf(facts('/remotes/catalog/1.4.0/remoteEntry.js'))).toBe('release');
    expect(kindOf(facts('/remotes/catalog/routes.json'))).toBe('release');
    expect(kindOf(facts('/runtime-config.json'))).toBe('release');
  });

  it('keeps pictures and pages, but not API addresses opened as pages or other sites', () => {
    expect(kindOf(facts('/api/images/paracetamol-ab12-400.webp'))).toBe('picture');
    expect(kindOf(facts('/medicines/4b1c', { mode: 'navigate' }))).toBe('page');
    expect(kindOf(facts('/api/medicine/4b1c', { mode: 'navigate' }))).toBeNull();
    expect(kindOf({ ...facts('/api/medicine/4b1c'), url: 'https://cdn.example/api/medicine/4b1c' })).toBeNull();
  });

  it('never keeps the return from paying: each names one payment the server must confirm', () => {
    expect(kindOf(facts('/payment-success?paymentType=medicine&reference=ep_1&trxref=ep_1', { mode: 'navigate' }))).toBe('payment-return');
    expect(kindOf(facts('/payment-success?paymentType=refill&reference=ep_2', { mode: 'navigate' }))).toBe('payment-return');
  });
});

describe('what a page that cannot be loaded is answered with, offline', () => {
  it('answers the return from paying with its own page, whichever reference Paystack names', () => {
    expect(offlineAnswerFor(`${origin}/payment-success?trxref=ep_1&reference=ep_1&paymentType=medicine`, '/dashboard')).toBe(
      'payment-return',
    );
    expect(offlineAnswerFor(`${origin}/payment-success?trxref=ep_1`, '/dashboard')).toBe('payment-return');
    // No payment named: nothing may have been paid.
    expect(offlineAnswerFor(`${origin}/payment-success`, '/dashboard')).toBe('offline-page');
  });

  it("answers the installed shop's start page with the copy kept at install, any other page with the offline page", () => {
    expect(offlineAnswerFor(`${origin}/dashboard`, '/dashboard')).toBe('start-page');
    expect(offlineAnswerFor(`${origin}/dashboard?source=home-screen`, '/dashboard')).toBe('start-page');
    expect(offlineAnswerFor(`${origin}/about`, '/dashboard')).toBe('offline-page');
  });
});

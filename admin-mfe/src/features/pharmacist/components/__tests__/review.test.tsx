import { screen, within } from '@testing-library/react';
import { type ReviewItem } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import ReviewQueuePage from '../../../../pages/review-queue-page';
import ReviewPage from '../../../../pages/review-page';
import { ageAlert, lists, profile } from '../safety/__tests__/fixtures';

const prescription = {
  id: 'rx-1',
  fileName: 'rx.png',
  contentType: 'image/png' as const,
  sizeBytes: 2000,
  prescriberName: 'Dr Funke Adeyemi',
  writtenOn: '2026-11-01',
  notes: 'Twice daily',
  uploadedAt: '2026-11-20T08:00:00.000Z',
  usableUntil: '2027-05-01',
  usable: true,
  orderNumbers: ['EPH-000777'],
};

const item = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  orderId: 'order-1',
  orderNumber: 'EPH-000777',
  placedAt: '2026-11-20T09:00:00.000Z',
  customerName: 'Ada Obi',
  customerPhone: '+2348031234567',
  prescription,
  lines: [
    { lineId: 'l-amox', medicineName: 'Amoxil 500mg', quantity: 2, price: 2500, requiresPrescription: true },
    { lineId: 'l-aml', medicineName: 'Amlodipine 5mg', quantity: 1, price: 1800, requiresPrescription: true },
    { lineId: 'l-pcm', medicineName: 'Paracetamol', quantity: 1, price: 500, requiresPrescription: false },
  ],
  totalPrice: 10_300,
  deliveryFee: 3000,
  safety: null,
  ...over,
});

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:rx');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function mockReview(post: () => Promise<unknown> = async () => ok({ orderId: 'order-1', status: 'Pending' }), review = item()) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/pharmacist/reviews/order-1') return ok(review) as never;
    if (url === '/api/medication-profiles/lists') return ok(lists) as never;
    if (url === '/api/prescriptions/rx-1/file') return ok(new Blob(['png'])) as never;
    throw httpError(404, { message: 'not found' });
  });
  return jest.spyOn(apiClient, 'post').mockImplementation(post as never);
}

const renderReview = () => renderAt(<ReviewPage />, { path: '/pharmacist/reviews/order-1', route: '/pharmacist/reviews/:orderId' });
const line = (name: RegExp) => screen.getByRole('group', { name });

describe('review queue', () => {
  it('lists the orders awaiting review in the order the server gives (oldest first), each opening its review', async () => {
    const older = item({ orderId: 'order-0', orderNumber: 'EPH-000700', placedAt: '2026-11-19T09:00:00.000Z' });
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) => ok({ items: url === '/api/pharmacist/refills' ? [] : [older, item()] }));
    renderAt(<ReviewQueuePage />);
    const links = await screen.findAllByRole('link', { name: /^Review EPH-/ });
    expect(get).toHaveBeenCalledWith('/api/pharmacist/reviews');
    expect(links.map((l) => l.textContent)).toEqual(['EPH-000700', 'EPH-000777']);
    expect(links[0]).toHaveAttribute('href', '/pharmacist/reviews/order-0');
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Amoxil 500mg × 2, Amlodipine 5mg × 1');
    expect(row).not.toHaveTextContent('Paracetamol');
  });

  it('shows when each order was placed as dd/mm/yyyy HH:mm in Lagos time', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [item({ placedAt: '2026-12-06T23:30:00.000Z' })] }));
    renderAt(<ReviewQueuePage />);
    await screen.findAllByRole('link', { name: /^Review EPH-/ });
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('07/12/2026 00:30');
  });

  it('shows every line of an order the safety checks sent, with its worst alert', async () => {
    const lines = [{ lineId: 'l-pcm', medicineName: 'Panadol Extra', quantity: 2, price: 500, requiresPrescription: false }];
    const major = { ...ageAlert, severity: 'major' as const };
    const safety = { profile: null, alerts: [major], acknowledged: true, review: true, overriddenHoldId: null };
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) =>
        ok({ items: url === '/api/pharmacist/reviews' ? [item({ prescription: null, lines, safety })] : [] }),
      );
    renderAt(<ReviewQueuePage />);
    await screen.findByRole('link', { name: 'Review EPH-000777' });
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Panadol Extra × 2');
    expect(row).toHaveTextContent('None needed');
    expect(row).toHaveTextContent('Major');
  });

  it('says so when nothing is waiting', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [] }));
    renderAt(<ReviewQueuePage />);
    expect(await screen.findByText(/No orders are waiting for a pharmacist/)).toBeInTheDocument();
  });
});

describe('review page', () => {
  it('shows the prescription beside the lines and approves all', async () => {
    const post = mockReview();
    const { user } = renderReview();
    expect(await screen.findByRole('img', { name: 'Prescription from Dr Funke Adeyemi' })).toHaveAttribute('src', 'blob:rx');
    expect(screen.getByText('Twice daily')).toBeInTheDocument();
    expect(screen.getByText(/Paracetamol × 1: over the counter/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve all' }));
    expect(within(line(/Amoxil/)).getByRole('radio', { name: 'Approve' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(post).toHaveBeenCalledWith('/api/pharmacist/reviews/order-1', {
      lines: [
        { lineId: 'l-amox', approved: true },
        { lineId: 'l-aml', approved: true },
      ],
    });
    expect(await screen.findByText(/Decision recorded. EPH-000777 is now Pending/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record decision' })).toBeDisabled();
  });

  it('asks for a decision on every prescription line before sending', async () => {
    const post = mockReview();
    const { user } = renderReview();
    await screen.findByRole('img');
    await user.click(within(line(/Amoxil/)).getByRole('radio', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(within(line(/Amlodipine/)).getByRole('alert')).toHaveTextContent('Approve or reject this medicine.');
    expect(post).not.toHaveBeenCalled();
  });

  it('requires a reason when a line is rejected, then sends the partial decision with it', async () => {
    const post = mockReview();
    const { user } = renderReview();
    await screen.findByRole('img');
    await user.click(within(line(/Amoxil/)).getByRole('radio', { name: 'Reject' }));
    await user.click(within(line(/Amlodipine/)).getByRole('radio', { name: 'Approve' }));
    expect(screen.getByText(/The rejected medicines \(N5,000\) are refunded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(screen.getByLabelText(/Reason for the shopper/)).toHaveAccessibleDescription(/Give the shopper a reason/);
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Reason for the shopper/), 'Amoxil is not on the prescription.');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(post).toHaveBeenCalledWith('/api/pharmacist/reviews/order-1', {
      lines: [
        { lineId: 'l-amox', approved: false },
        { lineId: 'l-aml', approved: true },
      ],
      reason: 'Amoxil is not on the prescription.',
    });
  });

  it('rejects all with the shortcut, and says clearly when another pharmacist decided first (409 review-decided)', async () => {
    mockReview(() => Promise.reject(httpError(409, { statusCode: 409, error: 'Conflict', message: 'Decided', code: 'review-decided' })));
    const { user } = renderReview();
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(within(line(/Amlodipine/)).getByRole('radio', { name: 'Reject' })).toBeChecked();
    await user.type(screen.getByLabelText(/Reason for the shopper/), 'Unsigned prescription.');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText(/Another pharmacist has already decided this order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record decision' })).toBeDisabled();
  });

  it('shows the profile and every alert with its source when the safety checks sent the order', async () => {
    const major = { ...ageAlert, id: 'major-1', severity: 'major' as const, source: 'BNF monograph: codeine phosphate' };
    mockReview(undefined, item({ safety: { profile, alerts: [major], acknowledged: true, review: true, overriddenHoldId: null } }));
    renderReview();
    const safety = await screen.findByTestId('review-safety');
    expect(safety).toHaveTextContent('The medication safety checks sent this order to you');
    expect(safety).toHaveTextContent('confirmed reading the major warnings');
    const profileFacts = within(safety).getByRole('region', { name: 'Who it is for' });
    expect(within(profileFacts).getByText('04/03/2020 (age 6)')).toBeInTheDocument();
    expect(await within(profileFacts).findByText('Penicillins')).toBeInTheDocument();
    const alert = within(within(safety).getByRole('region', { name: 'Alerts (1)' })).getByRole('listitem');
    expect(alert).toHaveTextContent('Major');
    expect(alert).toHaveTextContent('Codeine must not be given to children under 12.');
    expect(alert).toHaveTextContent('Source: BNF monograph: codeine phosphate');
  });

  it('shows no safety block when the order carries none', async () => {
    mockReview(undefined, item({ safety: null }));
    renderReview();
    await screen.findByRole('img');
    expect(screen.queryByTestId('review-safety')).not.toBeInTheDocument();
  });

  it('asks for a decision on every line, over the counter ones too, when the safety checks sent the order', async () => {
    const lines = [{ lineId: 'l-pcm', medicineName: 'Panadol Extra', quantity: 2, price: 500, requiresPrescription: false }];
    const safety = { profile: null, alerts: [ageAlert], acknowledged: true, review: true, overriddenHoldId: null };
    const post = mockReview(undefined, item({ prescription: null, lines, safety }));
    const { user } = renderReview();
    await screen.findByTestId('review-safety');
    expect(screen.queryByRole('region', { name: 'Prescription' })).not.toBeInTheDocument();
    expect(screen.getByText(/No medication profile could be read/)).toBeInTheDocument();
    await user.click(within(line(/Panadol Extra/)).getByRole('radio', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(post).toHaveBeenCalledWith('/api/pharmacist/reviews/order-1', { lines: [{ lineId: 'l-pcm', approved: true }] });
  });
});

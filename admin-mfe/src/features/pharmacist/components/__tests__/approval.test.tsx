import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartApprovalItem } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import ApprovalPage from '../../../../pages/approval-page';

const item: CartApprovalItem = {
  approvalId: 'a-1',
  status: 'awaiting',
  prescriptionId: 'rx-1',
  lines: [{ medicineId: 'm-1', medicineName: 'Augmentin 625mg', quantity: 1 }],
  requestedAt: '2026-11-28T19:30:00.000Z',
  reviewFrom: '2026-11-30T07:00:00.000Z',
  reviewFromText: 'Monday from 08:00',
  decidedAt: null,
  pharmacistName: null,
  pharmacistRegistration: null,
  reason: null,
  coversCart: null,
  cartTotal: null,
  payLink: null,
  customerName: 'Chidi Okeke',
  customerPhone: '08035550101',
  prescription: {
    id: 'rx-1',
    fileName: 'rx.png',
    contentType: 'image/png',
    sizeBytes: 2000,
    prescriberName: 'Dr Funke Adeyemi',
    writtenOn: '2026-11-01',
    notes: null,
    uploadedAt: '2026-11-20T08:00:00.000Z',
    usableUntil: '2027-05-01',
    usable: true,
    orderNumbers: [],
  },
};

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:rx');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/pharmacist/cart-approvals/a-1') return ok(item) as never;
    if (url === '/api/prescriptions/rx-1/file') return ok(new Blob(['png'])) as never;
    throw httpError(404, { message: 'not found' });
  });
});
afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderAt(<ApprovalPage />, { path: '/pharmacist/approvals/a-1', route: '/pharmacist/approvals/:approvalId' });

describe('a prescription checked before payment', () => {
  it("shows the shopper's phone and records an approval", async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...item, status: 'approved' }));
    renderPage();
    expect(await screen.findByRole('link', { name: '08035550101' })).toHaveAttribute('href', expect.stringContaining('tel:'));
    expect(screen.getByText('Augmentin 625mg × 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. The shopper is emailed a link to pay.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/pharmacist/cart-approvals/a-1', { approved: true });
  });

  it('asks for a reason before rejecting', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...item, status: 'rejected' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByText(/required to reject/).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText(/Reason for the shopper/), 'Not signed by the prescriber.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenCalledWith('/api/pharmacist/cart-approvals/a-1', { approved: false, reason: 'Not signed by the prescriber.' });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import { cartApprovalItemFixture } from '../../../../../../tooling/jest/fixtures/approvals';
import ApprovalPage from '../../../../pages/approval-page';

const item = cartApprovalItemFixture({ coversCart: null, cartTotal: null });

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

  it('says a prescription sent on WhatsApp covers no medicine yet and that the shopper is told in the chat', async () => {
    const fromChat = cartApprovalItemFixture({ coversCart: null, cartTotal: null, lines: [], sentOnWhatsApp: true });
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/pharmacist/cart-approvals/a-1') return ok(fromChat) as never;
      if (url === '/api/prescriptions/rx-1/file') return ok(new Blob(['png'])) as never;
      throw httpError(404, { message: 'not found' });
    });
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...fromChat, status: 'approved' }));
    renderPage();
    expect(await screen.findByTestId('sent-on-whatsapp')).toHaveTextContent(/sent on WhatsApp.*read both on the prescription/);
    expect(screen.getByText(/No medicine in the cart yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. The shopper is told on WhatsApp and by email.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { cartApprovalFixture } from '../../../../../tooling/jest/fixtures/approvals';
import ApprovedCartPage from '../../../pages/approved-cart-page';
import { ok, renderAt, signIn, signOut } from '../../../test-utils/render';

describe('check first, pay after approval', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('says when a waiting prescription will be checked', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(cartApprovalFixture()));
    renderAt(<ApprovedCartPage />, '/approved-cart?approval=a-1');
    expect(await screen.findByTestId('review-time')).toHaveTextContent('Your prescription will be checked Monday from 08:00.');
  });

  it('once approved, names the pharmacist and opens the checkout for the cart', async () => {
    const approved = cartApprovalFixture({
      status: 'approved',
      decidedAt: '2026-11-30T08:10:00.000Z',
      pharmacistName: 'Pharm. Ada Example',
      pharmacistRegistration: 'PCN/012345',
    });
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(approved));
    renderAt(<ApprovedCartPage />, '/approved-cart?approval=a-1');
    expect(await screen.findByTestId('approval-pharmacist')).toHaveTextContent('Pharm. Ada Example, PCN/012345');
    await userEvent.click(screen.getByRole('link', { name: 'Pay for your approved cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-form?totalPrice=4200&paymentType=medicine');
  });

  it('does not offer to pay when the cart no longer holds exactly the approved medicines', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok(cartApprovalFixture({ status: 'approved', pharmacistName: 'Pharm. Ada Example', coversCart: false })));
    renderAt(<ApprovedCartPage />, '/approved-cart?approval=a-1');
    expect(await screen.findByText(/no longer covers them/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay for your approved cart' })).not.toBeInTheDocument();
  });
});

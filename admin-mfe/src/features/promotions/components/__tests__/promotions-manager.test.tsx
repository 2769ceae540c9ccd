import { screen } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import PromotionsPage from '../../../../pages/promotions-page';

const code = {
  id: '7d1c3c52-6f0e-4a55-8a57-3a3b1c0d0e01',
  code: 'FIRST100',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  minBasket: 5000,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerShopper: 1,
  usedCount: 42,
  active: true,
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('discount codes', () => {
  it('lists the codes with their uses and creates one with the typed terms', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([code]) as never);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...code, code: 'WELCOME500' }) as never);
    const { user } = renderAt(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: 'FIRST100' })).toBeInTheDocument();
    expect(screen.getByText('Used 42 of 100 times')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'welcome500');
    await user.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await user.type(screen.getByLabelText(/^Naira off/), '500');
    await user.type(screen.getByLabelText('Uses per shopper'), '1');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code WELCOME500 created.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/promotions', {
      code: 'welcome500',
      kind: 'amount',
      amountOff: 500,
      maxUsesPerShopper: 1,
    });
  });

  it('reads a minimum basket typed as admins write money ("5,000") and shows it on the code', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([code]) as never);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...code, code: 'SALE10' }) as never);
    const { user } = renderAt(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: 'FIRST100' })).toBeInTheDocument();
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'Minimum basket N5,000')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'sale10');
    await user.type(screen.getByLabelText(/^Percent off/), '10');
    await user.type(screen.getByLabelText(/^Minimum basket/), '5,000');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code SALE10 created.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/promotions', { code: 'sale10', kind: 'percent', percentOff: 10, minBasket: 5000 });
  });

  it('refuses terms that are not numbers with a message, and sends nothing', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]) as never);
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderAt(<PromotionsPage />);
    expect(await screen.findByText('No codes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'sale10');
    await user.type(screen.getByLabelText(/^Percent off/), '10');
    await user.type(screen.getByLabelText(/^Minimum basket/), '5,00');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(/The minimum basket must be an amount in naira/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Minimum basket/));
    await user.clear(screen.getByLabelText(/^Percent off/));
    await user.type(screen.getByLabelText(/^Percent off/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Percent off must be a whole number from 1 to 100.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from 'shared-kernel';
import DashboardPage from '../dashboard-page';
import { captureToasts, category, medicine, mockGet, range, renderPage } from '../../testing/catalog-fixtures';

function renderDashboard(featured = range(5).map((n) => medicine(n)), categories = range(8).map((n) => category(n))) {
  mockGet({ '/api/medicine-categories': categories, '/api/medicine/featuredMedicines': featured });
  return renderPage(<DashboardPage />, { path: '/dashboard', url: '/dashboard' });
}

describe('dashboard', () => {
  afterEach(() => setRuntimeConfig({}));

  it('has one h1 in the hero and Start Shopping to /categories', async () => {
    renderDashboard();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
    await screen.findByText('Page 1 of 3');
  });

  it('shows the emergency call-to-action with the configured phone, one tap to call or WhatsApp', async () => {
    setRuntimeConfig({ phone: '+234 801 234 5678' });
    renderDashboard();
    const cta = screen.getByRole('region', { name: 'Need help right now?' });
    expect(cta).toHaveTextContent('Not an emergency? Call or WhatsApp our pharmacists, 24/7: +234 801 234 5678');
    // 112 is the emergency's primary action: the first number to call, the red button; the shop's line is not red.
    const calls = within(cta)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(calls[0]).toHaveAttribute('href', 'tel:112');
    expect(calls[0]).toHaveAttribute('data-emergency-primary');
    expect(within(cta).getByRole('link', { name: 'Call +234 801 234 5678' })).not.toHaveClass('ep-button--danger');
    expect(within(cta).getByRole('link', { name: 'Call +234 801 234 5678' })).toHaveAttribute('href', 'tel:+2348012345678');
    expect(within(cta).getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      'https://wa.me/2348012345678?text=Hello%20e-pharmacy%2C%20I%20need%20help.',
    );
    await screen.findByText('Page 1 of 3');
  });

  it('lists categories to their medicines, and the dropdown goes there too', async () => {
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Category 1' })).toHaveAttribute(
      'href',
      `/medicines/category/${category(1).medicineCategoryId}`,
    );
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Browse a category'), 'Category 8');
    await userEvent.click(go);
    expect(screen.getByTestId('location')).toHaveTextContent(`/medicines/category/${category(8).medicineCategoryId}`);
  });

  it('pages featured medicines 2 at a time: image, name (no stars without reviews), N price, Add to cart; card to details', async () => {
    const toasts = captureToasts();
    renderDashboard();
    const featured = screen.getByRole('region', { name: 'Featured medicines' });
    expect(within(featured).getByRole('status')).toHaveTextContent('Loading featured medicines…');
    await within(featured).findByText('Page 1 of 3');
    const cards = within(featured).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(within(cards[0]).getByText('N1,500')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('srcset');
    expect(within(cards[0]).getByRole('link', { name: 'Medicine 1' })).toHaveAttribute('href', `/medicines/${medicine(1).id}`);
    expect(within(featured).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(featured).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(featured).getByRole('button', { name: 'Next' }));
    expect(within(featured).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
    expect(within(featured).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(featured).getByRole('button', { name: 'Add to cart: Medicine 5' }));
    expect(toasts[0]).toMatchObject({ type: 'success', summary: 'Added to cart' });
  });

  it('says so when there are no featured medicines', async () => {
    renderDashboard([]);
    expect(await screen.findByText('No featured medicines yet.')).toBeInTheDocument();
  });

  it('shows the six services, departments as keyboard tabs and the six FAQ questions', async () => {
    renderDashboard();
    const services = screen.getByRole('region', { name: 'Our services' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cardiology', 'Pharmacy', 'Primary Care', 'Laboratory Services', 'Rehabilitation', 'Ambulance Service']);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cardiology', 'Neurology', 'Hepatology', 'Pediatrics', 'Ophthalmology']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cardiology');
    tabs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Neurology');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[2]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Liver care');

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details summary')).toHaveLength(6);
    await screen.findByText('Page 1 of 3');
  });
});

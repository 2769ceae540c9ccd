import { screen, within } from '@testing-library/react';
import AboutPage from '../about-page';
import FaqPage from '../faq-page';
import ServicePage from '../service-page';
import { renderPage } from '../../testing/catalog-fixtures';

describe('static pages', () => {
  it('about: one h1 and the shop story', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About e-pharmacy']);
    expect(screen.getByText(/order at any hour/)).toBeInTheDocument();
  });

  it('service: the six services', () => {
    renderPage(<ServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });

  it('service: the laboratory and ambulance cards lead to booking a test and requesting an ambulance', () => {
    renderPage(<ServicePage />);
    const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
    expect(within(card('Laboratory Services')).getByRole('link', { name: 'Book a lab test' })).toHaveAttribute(
      'href',
      '/account/lab-tests',
    );
    expect(within(card('Ambulance Service')).getByRole('link', { name: 'Request an ambulance' })).toHaveAttribute('href', '/emergency');
  });

  it('faq: six questions that open to their answers', () => {
    const { container } = renderPage(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(container.querySelectorAll('details')).toHaveLength(6);
    expect(screen.getByText('Do I need a prescription?')).toBeInTheDocument();
  });
});

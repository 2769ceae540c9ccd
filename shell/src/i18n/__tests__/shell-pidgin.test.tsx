import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, MemoryRouter, setLocale } from 'shared-kernel';
import { PageTitle } from '../../app/page-title';
import { NavList } from '../../components/layout/nav-parts';
import { NotFoundPage } from '../../components/feedback/not-found-page';
import { offlineMarkText } from '../../features/offline/offline-mark';
import { RemoteFallback } from '../../remotes/remote-page';
import { shellMessages } from '..';

async function speakPidgin() {
  await act(async () => {
    await shellMessages.ready('pcm');
    setLocale('pcm');
  });
}

afterEach(() => {
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the shell in Pidgin', () => {
  it('names the tab by the page’s path in the chosen language, else by its manifest', async () => {
    const { rerender } = render(<PageTitle title="Medicine categories" path="categories" />);
    expect(document.title).toBe('Medicine categories | e-pharmacy');
    await speakPidgin();
    expect(document.title).toBe('Kinds of medicine | e-pharmacy');
    rerender(<PageTitle title="A page the shell does not know" path="somewhere-new" />);
    expect(document.title).toBe('A page the shell does not know | e-pharmacy');
  });

  it('has its own words for every menu entry the shopper’s remotes publish, and says them in Pidgin', async () => {
    const published = ['catalog-mfe', 'cart-checkout-mfe', 'account-mfe'].flatMap((remote) => {
      const routes = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', remote, 'src', 'routes.ts'), 'utf8');
      return [...routes.matchAll(/path: '([^']*)'[^{}]*menu: \{ label: '([^']+)'/g)].map(([, to, label]) => ({ to: `/${to}`, label }));
    });
    expect(published.length).toBeGreaterThan(10);
    expect(published.filter((link) => !shellMessages.has(`menu.${link.to}`)).map((link) => link.to)).toEqual([]);
    await speakPidgin();
    render(
      <MemoryRouter>
        <NavList className="menu" links={published.filter((link) => link.to.startsWith('/account/'))} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'My lab test dem' })).toHaveAttribute('href', '/account/lab-tests');
    expect(screen.getByRole('link', { name: 'Card dem wey I save' })).toBeInTheDocument();
  });

  it('says a page is missing in Pidgin', async () => {
    await speakPidgin();
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sorry, we no fit find the page wey you dey find.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/dashboard');
  });

  it('says which parts of the shop failed to load, in Pidgin', async () => {
    await speakPidgin();
    render(<RemoteFallback remote={['catalog', 'account']} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We no fit load the medicine list or account pages.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('marks offline prices with their time in Pidgin', async () => {
    const now = new Date('2026-11-26T15:00:00.000Z');
    await speakPidgin();
    expect(offlineMarkText(new Date('2026-11-26T13:05:00.000Z'), now)).toBe('No network: na the price of 14:05');
    expect(offlineMarkText(null, now)).toBe('No network: na wetin we save for this phone you dey see.');
  });
});

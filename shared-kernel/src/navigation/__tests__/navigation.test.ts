/**
 * @jest-environment jsdom
 */
import { navigateInPlace, navigateTo, setNavigator } from '../navigation';

describe('navigation', () => {
  afterEach(() => setNavigator(null));

  it("uses the router's navigate once it is registered", () => {
    const visited: string[] = [];
    setNavigator((path) => visited.push(path));
    navigateTo('/cart');
    expect(visited).toEqual(['/cart']);
  });

  it('moves in place before the router is there: the address changes, a listening router hears it, nothing reloads', () => {
    window.history.replaceState(null, '', '/prescriptions');
    const heard: string[] = [];
    const listen = () => heard.push(window.location.pathname + window.location.search);
    window.addEventListener('popstate', listen);
    setNavigator(navigateInPlace);
    navigateTo('/login?returnTo=%2Fprescriptions');
    window.removeEventListener('popstate', listen);
    expect(window.location.pathname + window.location.search).toBe('/login?returnTo=%2Fprescriptions');
    expect(heard).toEqual(['/login?returnTo=%2Fprescriptions']);
    expect(window.history.length).toBeGreaterThan(1);
  });
});

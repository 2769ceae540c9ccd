import { act, fireEvent, screen } from '@testing-library/react';
import { renderSite } from '../../../app/__tests__/test-utils';

describe('on a phone, the header and back-to-top leave room for the page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.querySelectorAll('[data-bottom-bar]').forEach((bar) => bar.remove());
  });

  it('sticks only the brand/search/cart row: the rows above it scroll away by their measured height', () => {
    // jsdom lays nothing out: the top bar is given the height a 360 px phone draws it at.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('shell-topbar') ? 58 : 0;
    });
    renderSite('/dashboard');
    const header = screen.getByRole('banner');
    expect(header.style.getPropertyValue('--shell-sticky-offset')).toBe('58px');
    expect(header.querySelector('.shell-topbar')).toBeInTheDocument();
  });

  it("rises above a bar at the screen's bottom (a medicine's buy bar) instead of covering its buttons", () => {
    renderSite('/dashboard');
    const bar = document.createElement('div');
    bar.setAttribute('data-bottom-bar', '');
    bar.getBoundingClientRect = () => ({
      top: 660,
      bottom: 740,
      height: 80,
      left: 0,
      right: 360,
      width: 360,
      x: 0,
      y: 660,
      toJSON: () => ({}),
    });
    document.body.append(bar);
    act(() => {
      Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveStyle({ transform: 'translateY(-80px)' });
    // The bar scrolled out of view: the button goes back to its corner.
    bar.getBoundingClientRect = () => ({
      top: 900,
      bottom: 980,
      height: 80,
      left: 0,
      right: 360,
      width: 360,
      x: 0,
      y: 900,
      toJSON: () => ({}),
    });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' }).style.transform).toBe('');
  });
});

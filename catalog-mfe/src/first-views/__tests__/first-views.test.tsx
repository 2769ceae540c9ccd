import fs from 'node:fs';
import path from 'node:path';
import { Hero } from '../../features/dashboard/components/hero';
import { renderPage } from '../../testing/catalog-fixtures';
import { routes } from '../../routes';

const read = (file: string) => fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
const words = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

describe('first views', () => {
  it('every first view a route names exists', () => {
    for (const route of routes.filter((r) => 'firstView' in r))
      expect(() => read((route as { firstView: string }).firstView)).not.toThrow();
  });

  it("the dashboard's first view reads as the Hero draws it, with the same classes, so the page takes over without a change", () => {
    const view = document.createElement('div');
    view.innerHTML = read('dashboard.html');
    const { container } = renderPage(<Hero />);
    const drawn = container.querySelector('.catalog-hero')!;
    const first = view.querySelector('.catalog-hero')!;
    const shape = (root: Element) => [...root.querySelectorAll('*')].map((e) => `${e.tagName}.${e.className}: ${words(e)}`);
    expect(shape(first)).toEqual(shape(drawn));
    expect(first.querySelector('a')!.getAttribute('href')).toBe(drawn.querySelector('a')!.getAttribute('href'));
  });
});

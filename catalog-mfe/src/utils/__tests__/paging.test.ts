import { clampPage, pageCount, pageItems } from '../paging';
import { srcSetFor } from '../image-srcset';

describe('paging arithmetic', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(5, 2)).toBe(3);
  });

  it('slices the items of a page and keeps the page in range', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageItems(items, 1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(items, 3, 3)).toEqual([7]);
    expect(pageItems(items, 9, 3)).toEqual([7]);
    expect(pageItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(-1, 2)).toBe(1);
  });
});

describe('srcset from the API image URL', () => {
  it('lists the 200/400/800 variants of a stored image', () => {
    expect(srcSetFor('/api/images/paracetamol-ab12-400.webp')).toBe(
      '/api/images/paracetamol-ab12-200.webp 200w, /api/images/paracetamol-ab12-400.webp 400w, /api/images/paracetamol-ab12-800.webp 800w',
    );
  });

  it('prefers the srcset the API sent and leaves other URLs alone', () => {
    expect(srcSetFor('/api/images/x-400.webp', 'given 1w')).toBe('given 1w');
    expect(srcSetFor('https://cdn.example.com/pill.jpg')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
  });
});

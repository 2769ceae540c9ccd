import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { localeStore, PSEUDO_LOCALE, setLocale } from 'shared-kernel';
import { StockNote } from '../../features/medicines/components/medicine-card';
import { catalogMessages } from '..';
import { searchMessages } from '../search';

const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', `${locale}.json`), 'utf8')) as object;

afterEach(() => {
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('catalogue texts', () => {
  it('has every English message in Pidgin', () => {
    expect(Object.keys(read('pcm')).sort()).toEqual(Object.keys(read('en')).sort());
    expect(Object.keys(read('search/pcm')).sort()).toEqual(Object.keys(read('search/en')).sort());
  });

  it('counts search results with plural forms in both languages', async () => {
    expect(searchMessages.t('search.count', { count: 1 })).toBe('1 medicine found');
    expect(searchMessages.t('search.count', { count: 1200 })).toBe('1,200 medicines found');
    await searchMessages.ready('pcm');
    setLocale('pcm');
    expect(searchMessages.t('search.count', { count: 2 })).toBe('We see 2 medicine dem');
  });

  it('says how much is left in the chosen language, switching without a reload', async () => {
    render(<StockNote medicine={{ stockStatus: 'low-stock', stockLeft: 3 }} />);
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await act(async () => {
      await catalogMessages.ready('pcm');
      setLocale('pcm');
    });
    expect(screen.getByText('Na only 3 remain')).toBeInTheDocument();
    act(() => setLocale(PSEUDO_LOCALE));
    expect(screen.getByText(/^Only 3 left ẋẋẋẋ/)).toBeInTheDocument();
  });
});

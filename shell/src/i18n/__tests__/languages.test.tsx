import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY, localeStore } from 'shared-kernel';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { shellMessages } from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { discoverLocales, languageNames } = require('../../../../tooling/i18n/locales.cjs') as {
  discoverLocales: (dir: string) => string[];
  languageNames: (dir: string) => Record<string, string>;
};

afterEach(() => {
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('languages from files', () => {
  it('finds a language a translator adds as a file, English first, other files ignored', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    fs.mkdirSync(path.join(dir, 'src', 'i18n'), { recursive: true });
    for (const file of ['pcm.json', 'en.json', 'index.ts', 'notes.txt']) {
      fs.writeFileSync(path.join(dir, 'src', 'i18n', file), '{}');
    }
    fs.writeFileSync(path.join(dir, 'src', 'i18n', 'ha.json'), JSON.stringify({ 'language.name': 'Hausa' }));
    expect(discoverLocales(dir)).toEqual(['en', 'ha', 'pcm']);
    expect(languageNames(dir)).toEqual({ ha: 'Hausa' });
  });

  it('gives the shell the languages of its own i18n folder', () => {
    expect(shellMessages.locales).toEqual(discoverLocales(path.join(__dirname, '..', '..', '..')));
    expect(shellMessages.locales).toEqual(expect.arrayContaining(['en', 'pcm']));
  });

  it('has every English message in Pidgin too', () => {
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', `${locale}.json`), 'utf8')) as object;
    expect(Object.keys(read('pcm')).sort()).toEqual(Object.keys(read('en')).sort());
  });
});

describe('the language switch', () => {
  it('switches to Pidgin, keeps the choice on the device and speaks it', async () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('option', { name: 'Naijá (Pidgin)' })).toHaveAttribute('value', 'pcm');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pcm');
    await waitFor(() => expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pcm'));
    expect(shellMessages.t('account.logout')).toBe('Comot');
    expect(document.documentElement.lang).toBe('pcm');
  });
});

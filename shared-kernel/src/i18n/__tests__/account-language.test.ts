import { clearSession, setTokens } from '../../auth/token-store';
import { apiClient } from '../../http/testing';
import { makeToken } from '../../auth/__tests__/make-token';
import { keepLocaleWithAccount, LOCALE_SENT_KEY } from '../account-language';
import { currentLocale, LOCALE_STORAGE_KEY, localeStore, setLocale } from '../locale';

const USER = '00000000-0000-4000-8000-0000000000a1';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  clearSession();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe("the account's language", () => {
  it('is sent when a signed-in shopper switches, once per language', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: null, status: 204 });
    setTokens({ accessToken: makeToken({ UserId: USER, role: 'user', name: 'Ada' }), refreshToken: 'r' });
    stop = keepLocaleWithAccount();
    await flush();
    setLocale('pcm');
    await flush();
    setLocale('pcm');
    await flush();
    const bodies = put.mock.calls.map(([url, body]) => [url, body]);
    expect(bodies).toEqual([
      ['/api/user/language', { locale: 'en' }],
      ['/api/user/language', { locale: 'pcm' }],
    ]);
    expect(window.localStorage.getItem(LOCALE_SENT_KEY)).toBe(`${USER}:pcm`);
  });

  it('is not sent for a visitor, and the choice outlives a logout', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: null, status: 204 });
    stop = keepLocaleWithAccount();
    setLocale('pcm');
    await flush();
    expect(put).not.toHaveBeenCalled();
    clearSession();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pcm');
    expect(currentLocale()).toBe('pcm');
  });
});

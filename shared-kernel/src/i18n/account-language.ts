// The signed-in shopper's language goes to their account (PUT /api/user/language), so notices sent
// later, when no page is open (a pharmacist's decision, a dispatch), are written in it. Sent once
// per account and language; the choice outlives a logout, which otherwise clears local storage.
import { currentUserId } from '../auth/token-store';
import { on } from '../events/event-bus';
import { api } from '../http/typed-api';
import { currentLocale, DEFAULT_LOCALE, localeStore, PSEUDO_LOCALE, setLocale } from './locale';

/** The account and language last sent, so a page load does not send it again. */
export const LOCALE_SENT_KEY = 'locale.sent';

async function sendLocale(): Promise<void> {
  const userId = currentUserId();
  if (!userId) return;
  const locale = currentLocale() === PSEUDO_LOCALE ? DEFAULT_LOCALE : currentLocale();
  const mark = `${userId}:${locale}`;
  if (window.localStorage.getItem(LOCALE_SENT_KEY) === mark) return;
  try {
    await api.put('/api/user/language', { body: { locale } });
    window.localStorage.setItem(LOCALE_SENT_KEY, mark);
  } catch {
    // Offline or signed out meanwhile: sent with the next change or page load.
  }
}

/** Starts keeping the account's language in step with the site's; returns a stop function. */
export function keepLocaleWithAccount(): () => void {
  const offAuth = on('auth:changed', ({ loggedIn }) => {
    if (!loggedIn) setLocale(currentLocale());
    void sendLocale();
  });
  const offLocale = localeStore.subscribe((state, previous) => {
    if (state.locale !== previous.locale) void sendLocale();
  });
  void sendLocale();
  return () => {
    offAuth();
    offLocale();
  };
}

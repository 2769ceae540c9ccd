import { emit } from 'shared-kernel';
import { answerInstallOffer, INSTALL_OFFERED_KEY, installOfferShowing, watchForInstallMoment } from '../install-prompt';

function installPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<unknown> };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event;
}

describe('the home-screen offer', () => {
  let stop: () => void;
  beforeEach(() => {
    window.localStorage.clear();
    stop = watchForInstallMoment();
  });
  afterEach(() => stop());

  it('holds back the browser prompt on a visit and offers it after the first purchase, once', async () => {
    const prompt = installPrompt();
    window.dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true);
    expect(installOfferShowing()).toBe(false);
    emit('cart:changed', { reason: 'add' });
    expect(installOfferShowing()).toBe(false);

    emit('cart:changed', { reason: 'order' });
    expect(installOfferShowing()).toBe(true);
    expect(window.localStorage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();
    await answerInstallOffer(true);
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(installOfferShowing()).toBe(false);

    window.dispatchEvent(installPrompt());
    emit('cart:changed', { reason: 'order' });
    expect(installOfferShowing()).toBe(false);
  });

  it('offers nothing when the browser has no install prompt to give', () => {
    emit('cart:changed', { reason: 'order' });
    expect(installOfferShowing()).toBe(false);
  });
});

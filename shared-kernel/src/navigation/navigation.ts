/**
 * Lets kernel code (logout, the 401 flow) move the user without knowing the router.
 * The shell registers its router's navigate; without one, the browser navigates.
 */
type Navigate = (path: string) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}

/**
 * Moves to `path` in place, without loading the page again: the router reads the address when it
 * mounts, or hears the popstate if it is already listening. For the moments before the shell's
 * router has registered its navigate (a start-up read finding the session ended): a reload then
 * would lose what the page has queued, such as the notice saying why the shopper is sent to log in.
 */
export function navigateInPlace(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

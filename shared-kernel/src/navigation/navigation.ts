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

/** Sends the browser to another site (the payment provider's page); one place so tests can watch it. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}

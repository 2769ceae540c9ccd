import { useEffect } from 'react';

export const SITE_NAME = 'e-pharmacy';

/** "Medicines | e-pharmacy"; the site's name alone for a page without a title. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the tab's title when a route opens (from the route's manifest). A page that knows better
 * (a medicine's name) sets document.title itself once its data is in.
 */
export function PageTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}

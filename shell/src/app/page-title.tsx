import { useEffect } from 'react';
import { shellMessages, useShellText } from '../i18n';

export const SITE_NAME = 'e-pharmacy';

/** "Medicines | e-pharmacy"; the site's name alone for a page without a title. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the tab's title when a route opens: the shell's words for the path in the chosen language
 * (title./<path>), else the route's manifest's title. A page that knows better
 * (a medicine's name) sets document.title itself once its data is in.
 */
export function PageTitle({ title, path }: { title?: string; path?: string }) {
  const t = useShellText();
  const key = `title./${path ?? ''}`;
  const said = path !== undefined && shellMessages.has(key) ? t(key) : title;
  useEffect(() => {
    document.title = documentTitle(said);
  }, [said]);
  return null;
}

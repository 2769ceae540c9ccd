// Each network's mark as a simple inline SVG (no icon font, nothing fetched), inside a link named for
// screen readers; the marks themselves are hidden from them.
import { useMoreText } from '../../../i18n/more';

const NETWORKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  {
    name: 'X (formerly Twitter)',
    href: 'https://x.com/',
    path: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H4l6.5-7.5z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    path: 'M4 9h4v11H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.5 0 4.5 2.2 4.5 5.4V20h-4v-5.2c0-1.4-.3-2.6-1.8-2.6s-2.2 1.1-2.2 2.6V20h-4z',
  },
];

/** The social links under the login form: each network's mark, named "e-pharmacy on <network>". */
export function SocialLinks() {
  const t = useMoreText();
  return (
    <ul className="account-social" aria-label={t('social.list')}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a href={network.href} aria-label={t('social.network', { network: network.name })} target="_blank" rel="noreferrer noopener">
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

const NETWORKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/', letter: 'f' },
  { name: 'X (Twitter)', href: 'https://x.com/', letter: 'X' },
  { name: 'Instagram', href: 'https://www.instagram.com/', letter: 'in' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', letter: 'Li' },
];

/** The social icons under the login form: decorative marks inside labelled links. */
export function SocialLinks() {
  return (
    <ul className="account-social" aria-label="e-pharmacy on social media">
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a href={network.href} aria-label={`e-pharmacy on ${network.name}`} target="_blank" rel="noreferrer noopener">
            <span aria-hidden="true">{network.letter}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

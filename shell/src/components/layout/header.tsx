import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  type AuthState,
  getRuntimeConfig,
  isAdmin,
  isLoggedIn,
  Link,
  logout,
  NavLink,
  telHref,
  useAuth,
  useCartCount,
  useLocation,
  whatsAppHref,
} from 'shared-kernel';
import { adminGroups, publicLinks, userLinks, type NavLink as NavLinkItem } from '../../app/nav-links';

// Icons are drawn inline: emoji fonts are not on every machine.
function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

function fullName(state: AuthState): string {
  if (state.user) return `${state.user.firstName} ${state.user.lastName}`.trim();
  return state.claims?.name ?? '';
}

function NavList({ links, className, onNavigate }: { links: NavLinkItem[]; className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A button that opens a panel below it; the panel closes on navigation, Escape or a click elsewhere. */
function Disclosure({ className, label, children }: { className: string; label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className={className} ref={box}>
      <button type="button" className={`${className}__toggle`} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && <div className={`${className}__menu`}>{children}</div>}
    </div>
  );
}

/**
 * The account button: an icon with "Login / Sign Up" or "Hello, <name>" beside it on wide screens
 * (the words stay its accessible name on phones, where only the icon shows); the name in full and
 * the shopper's pages in its menu.
 */
function AccountMenu() {
  const loggedIn = useAuth(isLoggedIn);
  const name = useAuth(fullName);
  const label = loggedIn ? `Hello, ${name}` : 'Login / Sign Up';
  return (
    <Disclosure
      className="shell-account"
      label={
        <>
          <PersonIcon />
          <span className="shell-account__label">{label}</span>
        </>
      }
    >
      {loggedIn ? (
        <>
          <p className="shell-account__who">
            Signed in as <strong>{name}</strong>
          </p>
          <NavList links={userLinks} className="shell-account__list" />
          <button type="button" className="shell-account__logout" onClick={logout}>
            Logout
          </button>
        </>
      ) : (
        <NavList
          links={[
            { to: '/login', label: 'Login' },
            { to: '/signup', label: 'Sign Up' },
          ]}
          className="shell-account__list"
        />
      )}
    </Disclosure>
  );
}

function AdminGroups({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {adminGroups.map((group) => (
        <section key={group.label} className="shell-admin-group" aria-label={`Admin: ${group.label}`}>
          <h2 className="shell-admin-group__title">{group.label}</h2>
          <NavList links={group.links} className="shell-admin-group__list" onNavigate={onNavigate} />
        </section>
      ))}
    </>
  );
}

/** The admin's own navigation: one Admin button with its screens in groups. */
function AdminMenu() {
  return (
    <nav aria-label="Admin" className="shell-admin-nav">
      <Disclosure className="shell-admin" label="Admin">
        <AdminGroups />
      </Disclosure>
    </nav>
  );
}

export function Header() {
  const loggedIn = useAuth(isLoggedIn);
  const admin = useAuth(isAdmin);
  const count = useCartCount();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const phone = getRuntimeConfig().phone ?? '';
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <header className="shell-header">
      <div className="shell-topbar">
        <span>Open 24/7: every day, all hours</span>
        <span className="shell-topbar__contact">
          <a href={telHref(phone)}>Call us: {phone}</a>
          <a href={whatsAppHref(phone)} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </span>
      </div>
      <div className="shell-header__main">
        <button
          type="button"
          className="shell-header__menu"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="shell-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          ☰
        </button>
        <Link to="/dashboard" className="shell-logo">
          e-pharmacy
        </Link>
        <nav aria-label="Main" className="shell-nav">
          <NavList links={publicLinks} className="shell-nav__list" />
        </nav>
        <div className="shell-header__actions">
          {admin && <AdminMenu />}
          <Link to="/search" className="shell-icon-link" aria-label="Search medicines">
            <SearchIcon />
          </Link>
          <Link to="/cart" className="shell-icon-link shell-cart" aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
            <CartIcon />
            <span className="shell-cart__badge" data-testid="cart-count">
              {count}
            </span>
          </Link>
          <AccountMenu />
        </div>
      </div>
      {drawerOpen && (
        <div className="shell-drawer__backdrop" onClick={closeDrawer}>
          <nav id="shell-drawer" aria-label="Menu" className="shell-drawer" onClick={(event) => event.stopPropagation()}>
            <button type="button" className="shell-drawer__close" aria-label="Close menu" onClick={closeDrawer}>
              ×
            </button>
            <NavList links={publicLinks} className="shell-drawer__list" onNavigate={closeDrawer} />
            <NavList
              links={
                loggedIn
                  ? userLinks
                  : [
                      { to: '/login', label: 'Login' },
                      { to: '/signup', label: 'Sign Up' },
                    ]
              }
              className="shell-drawer__list"
              onNavigate={closeDrawer}
            />
            {admin && <AdminGroups onNavigate={closeDrawer} />}
          </nav>
        </div>
      )}
    </header>
  );
}

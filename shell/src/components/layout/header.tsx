import { useEffect, useState } from 'react';
import {
  type AuthState,
  getRuntimeConfig,
  isAdmin,
  isLoggedIn,
  Link,
  logout,
  NavLink,
  useAuth,
  useCartCount,
  useLocation,
} from 'shared-kernel';
import { adminLinks, publicLinks, userLinks, type NavLink as NavLinkItem } from '../../app/nav-links';

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

function useRoleLinks() {
  const loggedIn = useAuth(isLoggedIn);
  const admin = useAuth(isAdmin);
  return { loggedIn, admin, links: [...publicLinks, ...(loggedIn ? userLinks : []), ...(admin ? adminLinks : [])] };
}

function AccountMenu() {
  const loggedIn = useAuth(isLoggedIn);
  const name = useAuth(fullName);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="shell-account">
      <button type="button" className="shell-account__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {loggedIn ? `Hello, ${name}` : 'Login / Sign Up'}
      </button>
      {open && (
        <ul className="shell-account__menu">
          {loggedIn ? (
            <>
              <li>
                <Link to="/profile">Profile</Link>
              </li>
              <li>
                <button type="button" onClick={logout}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login">Login</Link>
              </li>
              <li>
                <Link to="/signup">Sign Up</Link>
              </li>
            </>
          )}
        </ul>
      )}
    </div>
  );
}

export function Header() {
  const { links, loggedIn } = useRoleLinks();
  const count = useCartCount();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const phone = getRuntimeConfig().phone;
  return (
    <header className="shell-header">
      <div className="shell-topbar">
        <span>Open 24/7: every day, all hours</span>
        <a href={`tel:${phone?.replace(/\s/g, '')}`}>Call us: {phone}</a>
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
          <NavList links={links} className="shell-nav__list" />
        </nav>
        <div className="shell-header__actions">
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
        <div className="shell-drawer__backdrop" onClick={() => setDrawerOpen(false)}>
          <nav id="shell-drawer" aria-label="Menu" className="shell-drawer" onClick={(event) => event.stopPropagation()}>
            <button type="button" className="shell-drawer__close" aria-label="Close menu" onClick={() => setDrawerOpen(false)}>
              ×
            </button>
            <NavList links={links} className="shell-drawer__list" onNavigate={() => setDrawerOpen(false)} />
            {!loggedIn && (
              <NavList
                links={[
                  { to: '/login', label: 'Login' },
                  { to: '/signup', label: 'Sign Up' },
                ]}
                className="shell-drawer__list"
                onNavigate={() => setDrawerOpen(false)}
              />
            )}
          </nav>
        </div>
      )}
    </header>
  );
}

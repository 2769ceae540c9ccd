import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { getRuntimeConfig, isAdmin, isLoggedIn, logout, useAuth, useCartCount, type AuthState } from 'shared-kernel';
import { adminLinks, publicLinks, userLinks, type NavLink as NavLinkItem } from '../../app/nav-links';

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
            <span aria-hidden="true">🔍</span>
          </Link>
          <Link to="/cart" className="shell-icon-link shell-cart" aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
            <span aria-hidden="true">🛒</span>
            <span className="shell-cart__badge" data-testid="cart-count">
              {count}
            </span>
          </Link>
          <AccountMenu />
        </div>
      </div>
      {drawerOpen && (
        <div className="shell-drawer__backdrop" onClick={() => setDrawerOpen(false)}>
          <nav
            id="shell-drawer"
            aria-label="Menu"
            className="shell-drawer"
            onClick={(event) => event.stopPropagation()}
          >
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

import { lazy, Suspense, useState, type RefObject } from 'react';
import {
  type AuthState,
  getRuntimeConfig,
  isAdmin,
  isLoggedIn,
  isLabStaff,
  isPharmacyStaff,
  isPharmacist,
  isRider,
  Link,
  logout,
  telHref,
  useAuth,
  useCartCount,
  whatsAppHref,
} from 'shared-kernel';
import { useSiteMenu, type NavLink } from '../../app/menu';
import { useShellText } from '../../i18n';
import { Disclosure, NavList } from './nav-parts';
import { LanguageSwitch } from './language-switch';
import { useStickyMainRow } from './sticky-row';

// The admin's menu loads only for admins and pharmacists: a shopper's first page does not carry it.
const AdminMenu = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminMenu })));
const AdminGroups = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminGroups })));

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

/**
 * The account button: an icon with "Login / Sign Up" or "Hello, <name>" beside it on wide screens
 * (the words stay its accessible name on phones, where only the icon shows); the name in full and
 * the shopper's pages in its menu.
 */
function AccountMenu({ userLinks }: { userLinks: NavLink[] }) {
  const loggedIn = useAuth(isLoggedIn);
  const name = useAuth(fullName);
  const t = useShellText();
  const label = loggedIn ? t('account.hello', { name }) : t('account.loginOrSignUp');
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
            {t('account.signedInAs')} <strong>{name}</strong>
          </p>
          <NavList links={userLinks} className="shell-account__list" />
          <button type="button" className="shell-account__logout" onClick={logout}>
            {t('account.logout')}
          </button>
        </>
      ) : (
        <NavList
          links={[
            { to: '/login', label: t('account.login') },
            { to: '/signup', label: t('account.signUp') },
          ]}
          className="shell-account__list"
        />
      )}
    </Disclosure>
  );
}

/** The line above the header: opening hours, phone and WhatsApp. */
function TopBar({ barRef }: { barRef: RefObject<HTMLDivElement | null> }) {
  const phone = getRuntimeConfig().phone ?? '';
  const t = useShellText();
  return (
    <div className="shell-topbar" ref={barRef}>
      <span>{t('topbar.hours')}</span>
      <span className="shell-topbar__contact">
        <a href={telHref(phone)}>{t('topbar.call', { phone })}</a>
        <a href={whatsAppHref(phone)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <LanguageSwitch />
      </span>
    </div>
  );
}

/** The menu on a narrow screen: the shop's pages, the account's (or Login/Sign Up) and the admin's. */
function Drawer({ loggedIn, admin, onClose }: { loggedIn: boolean; admin: boolean; onClose: () => void }) {
  const { publicLinks, userLinks } = useSiteMenu();
  const t = useShellText();
  return (
    <div className="shell-drawer__backdrop" onClick={onClose}>
      <nav id="shell-drawer" aria-label={t('drawer.label')} className="shell-drawer" onClick={(event) => event.stopPropagation()}>
        <button type="button" className="shell-drawer__close" aria-label={t('drawer.close')} onClick={onClose}>
          ×
        </button>
        <NavList links={publicLinks} className="shell-drawer__list" onNavigate={onClose} />
        <NavList
          links={
            loggedIn
              ? userLinks
              : [
                  { to: '/login', label: t('account.login') },
                  { to: '/signup', label: t('account.signUp') },
                ]
          }
          className="shell-drawer__list"
          onNavigate={onClose}
        />
        {admin && (
          <Suspense fallback={null}>
            <AdminGroups onNavigate={onClose} />
          </Suspense>
        )}
      </nav>
    </div>
  );
}

export function Header() {
  const loggedIn = useAuth(isLoggedIn);
  // A pharmacist, a laboratory's or a pharmacy's staff, or a rider who is not an admin sees the menu too, with their own screens only.
  const admin = useAuth((state) => isAdmin(state) || isPharmacist(state) || isLabStaff(state) || isPharmacyStaff(state) || isRider(state));
  const count = useCartCount();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { publicLinks, userLinks } = useSiteMenu();
  const closeDrawer = () => setDrawerOpen(false);
  const t = useShellText();
  const sticky = useStickyMainRow();
  return (
    <header className="shell-header" ref={sticky.header}>
      <TopBar barRef={sticky.above} />
      <div className="shell-header__main">
        <button
          type="button"
          className="shell-header__menu"
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="shell-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          ☰
        </button>
        <Link to="/dashboard" className="shell-logo">
          e-pharmacy
        </Link>
        <nav aria-label={t('header.mainNav')} className="shell-nav">
          <NavList links={publicLinks} className="shell-nav__list" />
        </nav>
        <div className="shell-header__actions">
          {admin && (
            <Suspense fallback={null}>
              <AdminMenu />
            </Suspense>
          )}
          <Link to="/search" className="shell-icon-link" aria-label={t('header.search')}>
            <SearchIcon />
          </Link>
          <Link to="/cart" className="shell-icon-link shell-cart" aria-label={t('header.cart', { count })}>
            <CartIcon />
            <span className="shell-cart__badge" data-testid="cart-count">
              {count}
            </span>
          </Link>
          <AccountMenu userLinks={userLinks} />
        </div>
      </div>
      {drawerOpen && <Drawer loggedIn={loggedIn} admin={admin} onClose={closeDrawer} />}
    </header>
  );
}

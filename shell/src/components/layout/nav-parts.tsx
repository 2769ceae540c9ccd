import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'shared-kernel';
import type { NavLink as NavLinkItem } from '../../app/menu';
import { shellMessages, useShellText } from '../../i18n';

/** A menu entry's words in the shopper's language where the shell has them, its manifest's otherwise. */
export function NavList({ links, className, onNavigate }: { links: NavLinkItem[]; className: string; onNavigate?: () => void }) {
  const t = useShellText();
  const label = (link: NavLinkItem) => {
    const key = `menu.${link.to}`;
    return shellMessages.has(key) ? t(key) : link.label;
  };
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate}>
            {label(link)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A button that opens a panel below it; the panel closes on navigation, Escape or a click elsewhere. */
export function Disclosure({ className, label, children }: { className: string; label: ReactNode; children: ReactNode }) {
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

import { useEffect, useState } from 'react';
import { useShellText } from '../../i18n';
import { BOTTOM_BAR_SELECTOR, bottomBarsLift } from './sticky-row';

export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const t = useShellText();
  const [visible, setVisible] = useState(false);
  // Raised above a bar at the screen's bottom (a medicine's buy bar), never over its buttons.
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
      setLift(bottomBarsLift(window.innerHeight, document.querySelectorAll(BOTTOM_BAR_SELECTOR)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="shell-back-to-top"
      style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
      aria-label={t('app.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}

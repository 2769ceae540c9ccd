import { useEffect, useState } from 'react';
import { useShellText } from '../../i18n';

export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const t = useShellText();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="shell-back-to-top"
      aria-label={t('app.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}

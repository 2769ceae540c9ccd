import { useShellText } from '../../i18n';

export function AboutUs() {
  const t = useShellText();
  return (
    <section className="shell-about" aria-labelledby="shell-about-title">
      <h2 id="shell-about-title">{t('aboutUs.title')}</h2>
      <p>{t('aboutUs.text')}</p>
    </section>
  );
}

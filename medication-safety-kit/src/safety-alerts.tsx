import { Link, useLocale } from 'shared-kernel';
import { type Bilingual, type SafetyAlert } from './api/safety-types';
import { useSafetyText } from './i18n';

const ORDER: Record<SafetyAlert['severity'], number> = { block: 0, major: 1, moderate: 2 };

/** A line in the shopper's language: Pidgin when chosen, English otherwise. */
export function inLanguage(text: Bilingual, locale: string): string {
  return locale.startsWith('pcm') ? text.pcm : text.en;
}

/** "Ask a pharmacist", opened with the warning already written in the question (about a medicine when given). */
export function askPharmacistPath(message: string, subject: string, medicineId?: string): string {
  const about: Record<string, string> = medicineId ? { topic: 'product', topicId: medicineId } : { topic: 'general' };
  const query = new URLSearchParams({ ...about, subject, message });
  return `/ask-pharmacist?${query.toString()}`;
}

type Props = {
  alerts: readonly SafetyAlert[];
  /** Only these severities (the checkout's acknowledgement lists the major ones). */
  only?: SafetyAlert['severity'][];
  idPrefix: string;
};

/**
 * The clinical checks' alerts, most serious first: what it means (a pharmacist first, a warning to
 * read, information), the plain-language warning in the shopper's language, where the rule comes
 * from, and "Ask a pharmacist" opened with the warning.
 */
export function SafetyAlerts({ alerts, only, idPrefix }: Props) {
  const t = useSafetyText();
  const locale = useLocale();
  const shown = alerts.filter((a) => !only || only.includes(a.severity)).sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  if (shown.length === 0) return null;
  return (
    <ul className="ep-safety-alerts" aria-label={t('alerts.title')} id={`${idPrefix}-alerts`}>
      {shown.map((alert) => {
        const message = inLanguage(alert.message, locale);
        return (
          <li key={alert.id} className={`ep-safety-alert ep-safety-alert--${alert.severity}`} data-severity={alert.severity}>
            <strong className="ep-safety-alert__severity">{t(`severity.${alert.severity}`)}</strong>
            <p className="ep-safety-alert__message">{message}</p>
            <p className="ep-safety-alert__source">{t('alerts.source', { source: alert.source })}</p>
            <Link className="ep-safety-alert__ask" to={askPharmacistPath(message, t('alerts.askSubject'))}>
              {t('alerts.ask')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

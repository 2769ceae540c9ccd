import { useId } from 'react';
import { Badge } from 'shared-kernel';
import { type SafetyAlert } from '../../api/safety-types';
import './safety.css';

type Severity = SafetyAlert['severity'];

const SEVERITY_ORDER: Severity[] = ['block', 'major', 'moderate'];

/** How a severity reads to the pharmacist. */
export const SEVERITY_LABELS: Record<Severity, string> = {
  block: 'Blocks the sale',
  major: 'Major',
  moderate: 'Moderate',
};

const KIND_LABELS: Record<SafetyAlert['kind'], string> = {
  'duplicate-ingredient': 'Same ingredient twice',
  interaction: 'Interaction',
  'allergy-class': 'Allergy',
  'age-limit': 'Age limit',
  pregnancy: 'Pregnancy',
  breastfeeding: 'Breastfeeding',
};

/** The worst severity among the alerts (null: none). */
export function worstSeverity(alerts: readonly SafetyAlert[]): Severity | null {
  return SEVERITY_ORDER.find((severity) => alerts.some((a) => a.severity === severity)) ?? null;
}

/** A severity as a coloured badge (its words carry the meaning, not the colour). */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge className={`admin-safety-severity admin-safety-severity--${severity}`}>{SEVERITY_LABELS[severity]}</Badge>;
}

type Props = {
  alerts: readonly SafetyAlert[];
  /** Medicine names by id, to say which medicines an alert is about (ids not found are left out). */
  medicineNames?: Record<string, string>;
};

/** Every alert of the clinical checks, the worst first: severity, what kind, the warning, the medicines and its source. */
export function SafetyAlerts({ alerts, medicineNames = {} }: Props) {
  const titleId = useId();
  const sorted = [...alerts].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
  return (
    <section className="admin-safety-alerts" aria-labelledby={titleId}>
      <h2 id={titleId}>Alerts ({alerts.length})</h2>
      {sorted.length === 0 ? (
        <p className="admin-hint">The checks raised no alert.</p>
      ) : (
        <ul className="admin-safety-alerts__list" aria-labelledby={titleId}>
          {sorted.map((alert) => {
            const about = alert.medicineIds.map((id) => medicineNames[id]).filter(Boolean);
            return (
              <li key={alert.id} className={`admin-safety-alert admin-safety-alert--${alert.severity}`} data-testid="safety-alert">
                <p className="admin-safety-alert__head">
                  <SeverityBadge severity={alert.severity} /> <strong>{KIND_LABELS[alert.kind]}</strong>
                  {alert.ingredient ? <span className="admin-hint"> · {alert.ingredient}</span> : null}
                </p>
                <p className="admin-safety-alert__message">{alert.message.en}</p>
                {about.length > 0 ? <p className="admin-hint">Medicines: {about.join(', ')}</p> : null}
                <p className="admin-safety-alert__source">
                  <span className="admin-safety-alert__label">Source:</span> {alert.source}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

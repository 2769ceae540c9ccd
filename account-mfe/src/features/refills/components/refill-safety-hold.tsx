import { useEffect, useState } from 'react';
import { SafetyAlerts } from 'medication-safety-kit';
import { getSafetyHolds, type SafetyHold } from '../api/get-safety-holds';
import { type RefillPlan } from '../api/refills-shared';
import { useAccountText } from '../../../i18n';

/**
 * A plan the clinical checks paused: a pharmacist must check the refill against the person it is for
 * before it is charged (nothing charged), or has refused it, with the warnings and the reason.
 */
export function RefillSafetyHold({ plan }: { plan: RefillPlan }) {
  const t = useAccountText();
  const [hold, setHold] = useState<SafetyHold | null>(null);
  useEffect(() => {
    let live = true;
    getSafetyHolds().then(
      (holds) => live && setHold(holds.find((h) => h.refillPlanId === plan.id && h.status !== 'used') ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [plan.id, plan.status]);
  if (!hold || hold.status === 'overridden') return null;
  return (
    <div className="account-refill__safety" role="note" data-testid="refill-safety-hold">
      <p>
        <strong>{t(hold.status === 'refused' ? 'refills.safety.refused' : 'refills.safety.awaiting')}</strong>
      </p>
      {hold.status === 'refused' && hold.reason ? <p>{t('refills.safety.reason', { reason: hold.reason })}</p> : null}
      <SafetyAlerts alerts={hold.alerts} idPrefix={`account-refill-${plan.id}`} />
    </div>
  );
}

import { Alert, EmptyState, Loading, toast, useLoad, useSearchParams } from 'shared-kernel';
import { AddressEditor } from '../features/addresses/components/address-editor';
import { useHealthConsentTexts } from '../features/care/health-consent-texts';
import { getRefillPlans } from '../features/refills/api/get-refill-plans';
import { NewRefillPlan } from '../features/refills/components/new-refill-plan';
import { RefillPlanCard } from '../features/refills/components/refill-plan-card';
import '../components/ui/ui.css';
import '../features/refills/components/refills.css';
import { useAccountText } from '../i18n';

export default function RefillPlansPage() {
  const t = useAccountText();
  const [params, setParams] = useSearchParams();
  const plans = useLoad(getRefillPlans, [], 'your refill plans');
  const consentTexts = useHealthConsentTexts();
  const medicineId = params.get('medicineId') ?? undefined;
  const orderId = params.get('orderId') ?? undefined;
  return (
    <section className="account-page" data-page="refill-plans" data-boundary="account">
      <h1>{t('refills.title')}</h1>
      <p>{t('refills.intro')}</p>
      {medicineId || orderId ? (
        <NewRefillPlan
          medicineId={medicineId}
          orderId={orderId}
          medicineName={params.get('name') ?? undefined}
          quantity={params.get('quantity') ?? undefined}
          prescriptionOnly={params.get('rx') === '1'}
          addressForm={(onSaved) => <AddressEditor address={null} onSaved={onSaved} />}
          onCreated={(plan) => {
            toast.success(t('refills.toastTitle'), t('refills.created', { name: plan.medicineName }));
            setParams({});
            if (plans.status === 'ready') plans.replace([...plans.data, plan]);
            else plans.reload();
          }}
        />
      ) : null}
      {plans.status === 'loading' && <Loading label={t('refills.loading')} />}
      {plans.status === 'error' && <Alert onRetry={plans.reload}>{t('refills.failed')}</Alert>}
      {plans.status === 'ready' && plans.data.length === 0 && !medicineId && !orderId ? (
        <EmptyState>{t('refills.empty')}</EmptyState>
      ) : null}
      {plans.status === 'ready' && plans.data.length > 0 ? (
        <ul className="account-refills" aria-label={t('refills.listLabel')}>
          {plans.data.map((plan) => (
            <RefillPlanCard
              key={plan.id}
              plan={plan}
              consentTexts={consentTexts}
              onChanged={(changed) =>
                plans.replace(
                  changed.status === 'cancelled'
                    ? plans.data.filter((p) => p.id !== changed.id)
                    : plans.data.map((p) => (p.id === changed.id ? changed : p)),
                )
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

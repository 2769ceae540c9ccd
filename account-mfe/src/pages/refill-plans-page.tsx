import { Alert, EmptyState, Loading, toast, useLoad, useSearchParams } from 'shared-kernel';
import { AddressEditor } from '../features/addresses/components/address-editor';
import { getRefillPlans } from '../features/refills/api/refills-api';
import { NewRefillPlan } from '../features/refills/components/new-refill-plan';
import { RefillPlanCard } from '../features/refills/components/refill-plan-card';
import '../components/ui/ui.css';
import '../features/refills/components/refills.css';

export default function RefillPlansPage() {
  const [params, setParams] = useSearchParams();
  const plans = useLoad(getRefillPlans, [], 'your refill plans');
  const medicineId = params.get('medicineId') ?? undefined;
  const orderId = params.get('orderId') ?? undefined;
  return (
    <section className="account-page" data-page="refill-plans" data-boundary="account">
      <h1>My refill plans</h1>
      <p>
        Your regular medicines, delivered before they run out. Nothing is charged without a notice 3 days before, and you can skip, pause or
        cancel any time.
      </p>
      {medicineId || orderId ? (
        <NewRefillPlan
          medicineId={medicineId}
          orderId={orderId}
          medicineName={params.get('name') ?? undefined}
          prescriptionOnly={params.get('rx') === '1'}
          addressForm={(onSaved) => <AddressEditor address={null} onSaved={onSaved} />}
          onCreated={(plan) => {
            toast.success('Refill plan', `Your plan for ${plan.medicineName} is set.`);
            setParams({});
            if (plans.status === 'ready') plans.replace([...plans.data, plan]);
            else plans.reload();
          }}
        />
      ) : null}
      {plans.status === 'loading' && <Loading label="Loading your refill plans…" />}
      {plans.status === 'error' && <Alert onRetry={plans.reload}>We could not load your refill plans.</Alert>}
      {plans.status === 'ready' && plans.data.length === 0 && !medicineId && !orderId ? (
        <EmptyState>You have no refill plans yet. Open a delivered order in My orders and choose Refill regularly.</EmptyState>
      ) : null}
      {plans.status === 'ready' && plans.data.length > 0 ? (
        <ul className="account-refills" aria-label="Your refill plans">
          {plans.data.map((plan) => (
            <RefillPlanCard
              key={plan.id}
              plan={plan}
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

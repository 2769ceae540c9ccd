import type { Order } from 'shared-kernel';
import { SafetyReport } from 'vigilance-kit';
import { useAccountText } from '../../../i18n';

/**
 * On a delivered order: "Report a side effect" and "Report a suspected fake" for each medicine it
 * held, the batch chosen from those the order received; the pharmacist triages the reports.
 */
export function OrderReports({ order }: { order: Order }) {
  const t = useAccountText();
  if (order.status !== 'Delivered') return null;
  const items = (order.orderItems ?? []).filter((item) => item.medicineId && item.reviewDecision !== 'rejected');
  if (items.length === 0) return null;
  return (
    <section className="account-order-reports" aria-labelledby="account-order-reports-title">
      <h2 id="account-order-reports-title">{t('orderDetail.reportsTitle')}</h2>
      <p>{t('orderDetail.reportsIntro')}</p>
      {items.map((item) => (
        <div key={item.lineId ?? item.medicineId} className="account-order-reports__item">
          {items.length > 1 && <h3>{item.medicineName}</h3>}
          <SafetyReport
            medicineId={item.medicineId!}
            medicineName={item.medicineName}
            orderId={order.orderId}
            lots={[...new Set((item.batches ?? []).map((b) => b.lotNumber))]}
            idPrefix={`account-report-${item.lineId ?? item.medicineId}`}
          />
        </div>
      ))}
    </section>
  );
}

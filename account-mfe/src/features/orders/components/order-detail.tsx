import { Button, buttonClass, lineTotalNaira, Link, Loading, Money, type OrderItem, useLoad, useNavigate } from 'shared-kernel';
import { batchesText } from 'batches-kit';
import { OrderTotals } from 'delivery-kit';
import { DataTable, type Column } from 'shared-kernel/ui/data-table';
import { httpStatus } from '../../../lib/http-status';
import { getOrder } from '../api/get-order';
import { RefundedAndPaid, ToPayRider } from './order-money';
import { OrderRefund } from './order-refund';
import { OrderReports } from './order-reports';
import { OrderReviewNote } from './order-review';
import { OrderStatusBadge } from './order-status-badge';
import { ReorderButton } from './reorder-button';
import { accountMessages, useAccountText } from '../../../i18n';

type ReviewedItem = OrderItem;

const itemColumns = (t: typeof accountMessages.t): Column<ReviewedItem>[] => [
  {
    key: 'medicine',
    header: t('orderDetail.medicine'),
    render: (item) => (
      <>
        {item.medicineName}
        {batchesText(item.batches) ? <span className="account-line-note"> {batchesText(item.batches)}</span> : null}
        {item.requiresPrescription ? <span className="account-line-note"> {t('orderDetail.prescriptionOnly')}</span> : null}
        {item.reviewDecision === 'rejected' ? (
          <span className="account-line-note account-line-note--rejected"> {t('orders.notApprovedRefunded')}</span>
        ) : null}
      </>
    ),
  },
  { key: 'quantity', header: t('orderDetail.quantity'), render: (item) => item.quantity, numeric: true },
  { key: 'price', header: t('orderDetail.unitPrice'), render: (item) => <Money amount={item.price} />, numeric: true },
  {
    key: 'subtotal',
    header: t('orderDetail.subtotal'),
    render: (item) => <Money amount={lineTotalNaira(item.price, item.quantity)} />,
    numeric: true,
  },
];

export function OrderDetail({ orderId }: { orderId: string }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const state = useLoad(() => getOrder(orderId), [orderId]);

  const back = (
    <Button
      variant="secondary"
      onClick={() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/user-orders'))}
    >
      {t('orderDetail.back')}
    </Button>
  );

  if (state.status === 'loading') return <Loading label={t('orderDetail.loading')} />;
  if (state.status === 'error')
    return (
      <>
        <p className="account-notice account-notice--error" role="alert">
          {[400, 403, 404].includes(httpStatus(state.error) ?? 0) ? t('orderDetail.notFound') : t('orderDetail.failed')}
        </p>
        {back}
      </>
    );

  const order = state.data;
  const items: ReviewedItem[] = order.orderItems ?? [];
  const rejected = items.filter((item) => item.reviewDecision === 'rejected').map((item) => item.medicineName);
  return (
    <div className="account-card">
      <dl className="account-order-card">
        <dt>{t('orderDetail.order')}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        <dt>{t('orders.date')}</dt>
        <dd>{t('orders.day', { when: new Date(order.orderDate) })}</dd>
        <dt>{t('orders.status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
        </dd>
      </dl>
      <OrderReviewNote status={order.status} review={order.review} rejectedLines={rejected} refundWithin={order.refundExpectedWithin} />
      <DataTable
        caption={t('orderDetail.itemsCaption')}
        columns={itemColumns(t)}
        rows={items}
        rowKey={(item, index) => `${item.medicineId ?? item.medicineName}-${index}`}
        total={{
          label: t('orderDetail.items'),
          value: (
            <strong>
              <Money amount={order.itemsTotal} />
            </strong>
          ),
        }}
      />
      <OrderTotals order={order} showLines={false} />
      <ToPayRider order={order} />
      {order.refundedAmount ? (
        <p>
          <RefundedAndPaid order={order} />
        </p>
      ) : null}
      {order.status === 'Canceled' && order.paymentReference && (
        <OrderRefund paymentReference={order.paymentReference} refundWithin={order.refundExpectedWithin} />
      )}
      <OrderReports order={order} />
      <div className="account-form__actions">
        {back}
        <Link className={buttonClass()} to={`/track/${order.orderId}`}>
          {t('orderDetail.trackOrder')}
        </Link>
        <ReorderButton orderId={order.orderId} />
      </div>
    </div>
  );
}

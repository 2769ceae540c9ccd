import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LAB_PAYMENT, LabPaymentWorkflow } from './lab-payment-workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** A lab booking's payment and its cancellation with a refund (workflows/lab-booking/). */
    labPayments: LabPaymentWorkflow;
  }
}

/** Lab bookings paid through Paystack: verify, the webhook and reconciliation tell it a `lab` payment is paid. */
export default fp(
  async function labBooking(app: FastifyInstance) {
    const workflow = new LabPaymentWorkflow(app.labs, app.payments, app.log);
    app.onPaymentPaid(LAB_PAYMENT, (payment) => workflow.paid(payment));
    app.decorate('labPayments', workflow);
  },
  { name: 'lab-booking', dependencies: ['labs-service', 'payments-service', 'checkout-service'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LabPaymentWorkflow } from './lab-payment-workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** A lab booking's payment and its cancellation with a refund (workflows/lab-booking/). */
    labPayments: LabPaymentWorkflow;
  }
}

/** Lab bookings paid through Paystack: the checkout's verify, webhook and reconciliation settle a paid `lab` payment through it. */
export default fp(
  async function labBooking(app: FastifyInstance) {
    const workflow = new LabPaymentWorkflow(app.labs, app.payments, app.log);
    app.decorate('labPayments', workflow);
  },
  { name: 'lab-booking', dependencies: ['labs-service', 'payments-service'] },
);

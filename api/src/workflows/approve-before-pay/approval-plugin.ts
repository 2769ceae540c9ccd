import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PrescriptionOutcomeInChat } from '../whatsapp-shop/prescription-outcome';
import { ApprovalBeforePaymentWorkflow } from './approval-workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Check first, pay after approval" (workflows/approve-before-pay/). */
    approvalBeforePayment: ApprovalBeforePaymentWorkflow;
  }
}

/** The approval before payment: cart, prescriptions and their approvals, identity, audit and mail, in turn; a decision on a prescription sent in the WhatsApp chat told there. */
export default fp(
  async function approvalBeforePayment(app: FastifyInstance) {
    app.decorate(
      'approvalBeforePayment',
      new ApprovalBeforePaymentWorkflow(
        app.carts,
        app.prescriptions,
        app.cartApprovals,
        app.identity,
        app.audit,
        app.notifications,
        { publicUrl: app.config.publicUrl, hours: app.config.pharmacistHours },
        app.log,
        new PrescriptionOutcomeInChat(app.whatsappChats, app.carts, app.notifications, app.config.publicUrl),
      ),
    );
  },
  {
    name: 'approval-before-payment-workflow',
    dependencies: ['notifications', 'audit-service', 'identity-service', 'cart-service', 'prescriptions-service', 'whatsapp-chats'],
  },
);

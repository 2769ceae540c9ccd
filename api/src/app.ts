import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { lowercaseKeyword, MAX_PATH_PARAM_LENGTH } from './platform/http/schemas';
import auth from './platform/plugins/auth';
import db from './platform/plugins/db';
import jobQueue from './platform/jobs/jobs-plugin';
import jobsRoutes from './platform/jobs/jobs-routes';
import errorHandler, { jsonClientError } from './platform/plugins/error-handler';
import healthRoutes from './platform/plugins/health';
import mailer from './platform/plugins/mailer';
import metrics from './platform/plugins/metrics';
import privateAnswers from './platform/plugins/private-answers';
import rateLimit from './platform/plugins/rate-limit';
import redis from './platform/plugins/redis';
import requestId from './platform/plugins/request-id';
import tracing from './platform/plugins/tracing';
import { currentRequestId, requestIdFrom } from './platform/lib/request-context';
import responseValidation from './platform/plugins/response-validation';
import storableText from './platform/plugins/storable-text';
import noNullNumbers from './platform/plugins/no-null-numbers';
import security from './platform/plugins/security';
import swagger from './platform/plugins/swagger';
import identityService from './domains/identity/identity-plugin';
import identityRoutes from './domains/identity/identity-routes';
import imageRoutes, { imageService } from './platform/images/image-routes';
import messagesService from './domains/contact/messages-plugin';
import messagesRoutes from './domains/contact/messages-routes';
import telemetryService from './platform/telemetry/telemetry-plugin';
import telemetryRoutes from './platform/telemetry/telemetry-routes';
import jsonBody from './platform/plugins/json-body';
import catalogueService from './domains/catalogue/catalogue-plugin';
import catalogueRoutes from './domains/catalogue/catalogue-routes';
import operationsService from './domains/care-directory/operations-plugin';
import operationsRoutes from './domains/care-directory/operations-routes';
import cartService from './domains/cart/cart-plugin';
import cartRoutes from './domains/cart/cart-routes';
import checkoutService from './workflows/checkout/checkout-plugin';
import checkoutRoutes from './workflows/checkout/checkout-routes';
import fulfilmentRoutes from './workflows/fulfilment/fulfilment-routes';
import payOnDeliveryWorkflow from './workflows/pay-on-delivery/pay-on-delivery-plugin';
import payOnDeliveryRoutes from './workflows/pay-on-delivery/pay-on-delivery-routes';
import pharmacistReview from './workflows/pharmacist-review/pharmacist-review-plugin';
import recallWorkflow from './workflows/recall/recall-plugin';
import parcelsWorkflow from './workflows/fulfilment/parcels-plugin';
import lastMileWorkflow from './workflows/last-mile/last-mile-plugin';
import lastMileRoutes from './workflows/last-mile/last-mile-routes';
import handoverPhotoRoutes from './workflows/last-mile/handover-photo-routes';
import riderRoutes from './workflows/last-mile/rider-routes';
import controlledMedicines from './domains/controlled-medicines/controlled-plugin';
import vigilance from './domains/safety-reports/vigilance-plugin';
import medicationProfilesService from './domains/medication-profiles/medication-profiles-plugin';
import medicationProfilesRoutes from './domains/medication-profiles/medication-profiles-routes';
import medicationSafetyService from './domains/medication-safety/medication-safety-plugin';
import medicationSafetyRoutes from './domains/medication-safety/medication-safety-routes';
import medicationSafetyCheck from './workflows/medication-safety-check/safety-check-plugin';
import medicationSafetyCheckRoutes from './workflows/medication-safety-check/safety-check-routes';
import pharmacistReviewRoutes from './workflows/pharmacist-review/pharmacist-review-routes';
import approvalBeforePayment from './workflows/approve-before-pay/approval-plugin';
import approvalRoutes from './workflows/approve-before-pay/approval-routes';
import equivalentsRoutes from './workflows/equivalents/equivalents-routes';
import paymentsClerk from './workflows/payments-clerk/payments-clerk-plugin';
import paymentsClerkRoutes from './workflows/payments-clerk/payments-clerk-routes';
import checkoutPaymentRoutes from './workflows/checkout/payment-routes';
import checkoutOrderRoutes from './workflows/checkout/order-routes';
import shortfallRoutes from './workflows/checkout/shortfall-routes';
import refillService from './workflows/refill-run/refill-plugin';
import refillsService from './domains/refills/refills-plugin';
import refillRoutes from './workflows/refill-run/refill-routes';
import adminHome from './workflows/admin-home/admin-home-plugin';
import expiryHousekeeping from './workflows/expiry/expiry-plugin';
import expiryRoutes from './workflows/expiry/expiry-routes';
import promotionsService from './domains/promotions/promotions-plugin';
import promotionsRoutes from './domains/promotions/promotions-routes';
import reportsRoutes from './workflows/reports/reports-routes';
import catalogueCsvRoutes from './workflows/catalogue-csv/catalogue-csv-routes';
import backInStock from './workflows/back-in-stock/back-in-stock-plugin';
import adminHomeRoutes from './workflows/admin-home/admin-home-routes';
import deliveryService from './domains/delivery/delivery-plugin';
import deliveryRoutes from './domains/delivery/delivery-routes';
import ordersService from './domains/orders/orders-plugin';
import ordersRoutes from './domains/orders/orders-routes';
import paymentsService from './domains/payments/payments-plugin';
import paymentsRoutes from './domains/payments/payments-routes';
import auditService from './domains/audit/audit-plugin';
import auditRoutes from './domains/audit/audit-routes';
import stockService from './domains/stock/stock-plugin';
import stockRoutes from './domains/stock/stock-routes';
import stockTransferRoutes from './domains/stock/stock-transfer-routes';
import pharmacyStaffRoutes from './domains/orders/pharmacy-staff-routes';
import prescriptionsService from './domains/prescriptions/prescriptions-plugin';
import prescriptionsRoutes from './domains/prescriptions/prescriptions-routes';
import pharmacyIdentityRoutes from './domains/registered-pharmacy/pharmacy-identity-routes';
import conversationsService from './domains/ask-a-pharmacist/conversations-plugin';
import conversationsRoutes from './domains/ask-a-pharmacist/conversations-routes';
import dispatchService from './domains/ambulance-requests/dispatch-plugin';
import dispatchRoutes from './domains/ambulance-requests/dispatch-routes';
import labsService from './domains/labs/labs-plugin';
import labsRoutes from './domains/labs/labs-routes';
import labResultsRoutes from './domains/labs/lab-results-routes';
import { laboratoryOfStaff } from './domains/labs/lab-results';
import { pharmacyOfStaff } from './domains/orders/pharmacy-staff';
import { isRider } from './domains/last-mile/last-mile';
import healthAccessRoutes from './workflows/health-access/health-access-routes';
import notificationsService from './domains/notifications/notifications-plugin';
import notificationsRoutes from './domains/notifications/notifications-routes';
import whatsappChatsService from './domains/whatsapp-chats/whatsapp-chats-plugin';
import whatsappWebhookRoutes from './workflows/whatsapp-shop/whatsapp-webhook-routes';
import whatsappShop from './workflows/whatsapp-shop/whatsapp-shop-plugin';
import ussdMenu from './workflows/ussd/ussd-plugin';
import ussdRoutes from './workflows/ussd/ussd-routes';
import privacyService from './domains/privacy/privacy-plugin';
import privacyRoutes from './domains/privacy/privacy-routes';
import incidentRoutes from './domains/privacy/incident-routes';
import conversationAttachmentRoutes from './domains/ask-a-pharmacist/attachment-routes';
import labBooking from './workflows/lab-booking/lab-booking-plugin';
import labBookingRoutes from './workflows/lab-booking/lab-booking-routes';
import { seedDatabase } from './workflows/first-start-seed/seed';
import { schemaController } from './platform/http/schema-compilers';
import './platform/plugins/types';

/** Request/response fields that never reach the logs. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs the upload's headers (trace level) before reading a prescription or an image.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  'busboyOptions.headers["x-xsrf-token"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.emailToken',
  '*.accessToken',
  '*.refreshToken',
  '*.AccessToken',
  '*.RefreshToken',
];

export type BuildOptions = {
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
};

export function fastifyOptions(config: Config, options: BuildOptions = {}): FastifyServerOptions {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
            // Lines written while serving a request (services, the payment client, the mailer) name it.
            mixin: () => {
              const id = currentRequestId();
              return id ? { requestId: id } : {};
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A path parameter of any length reaches its route, whose schema answers a documented 400 (the
    // router's default of 100 characters made a longer id an undocumented 404).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    trustProxy: config.trustProxy === 0 ? false : config.trustProxy,
    genReqId: (request) => requestIdFrom(request.headers),
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    clientErrorHandler: jsonClientError,
    // First start migrates and seeds (image rendering included) inside the app plugin.
    pluginTimeout: 300_000,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [lowercaseKeyword],
    },
    // Each route's schemas compiled once a process, however many apps it builds (the tests').
    schemaController,
  };
}

export type AppOptions = { config: Config };

/**
 * The whole API as one plugin: external plugins, then domain services, then routes.
 * server.ts registers it on a listening instance; tests register it through buildApp().
 */
async function app(fastify: FastifyInstance, { config }: AppOptions) {
  fastify.decorate('config', config);

  // External plugins
  await fastify.register(requestId);
  await fastify.register(tracing);
  await fastify.register(errorHandler);
  // Under test every JSON answer is checked against its route's response schema.
  if (config.env === 'test') await fastify.register(responseValidation);
  await fastify.register(jsonBody);
  await fastify.register(storableText);
  await fastify.register(noNullNumbers);
  await fastify.register(security);
  await fastify.register(redis);
  await fastify.register(rateLimit);
  await fastify.register(db);
  await fastify.register(jobQueue);
  await fastify.register(metrics);
  await fastify.register(swagger);
  await fastify.register(mailer);
  await fastify.register(auth);
  await fastify.register(privateAnswers);

  // Domain services
  // Lab and pharmacy staff's and riders' access tokens say so (their menu entries); their calls still check lab_staff, pharmacy_staff and riders.
  await fastify.register(identityService, {
    staff: {
      labStaffOf: async (userId) => (await laboratoryOfStaff(fastify.db, userId)) !== null,
      pharmacyStaffOf: async (userId) => (await pharmacyOfStaff(fastify.db, userId)) !== null,
      riderOf: (userId) => isRider(fastify.db, userId),
    },
  });
  await fastify.register(auditService);
  // Back-in-stock notices first: their run follows every stock change, given to the stock service as it is built.
  await fastify.register(backInStock);
  await fastify.register(stockService, { afterChange: fastify.backInStockAfterChange });
  await fastify.register(cartService);
  await fastify.register(paymentsService);
  await fastify.register(whatsappChatsService);
  await fastify.register(notificationsService);
  await fastify.register(ordersService);
  await fastify.register(deliveryService);
  await fastify.register(imageService);
  await fastify.register(prescriptionsService);
  await fastify.register(promotionsService);
  await fastify.register(refillsService);
  // The clinical checks before the sales that run them (checkout, pay on delivery, refills): the catalogue names profiles' medicines.
  await fastify.register(catalogueService);
  await fastify.register(medicationProfilesService);
  await fastify.register(medicationSafetyService);
  await fastify.register(medicationSafetyCheck);
  await fastify.register(controlledMedicines);
  await fastify.register(vigilance);
  // Lab bookings before checkout: a `lab` payment the checkout's confirmation finds paid is theirs to settle.
  await fastify.register(labsService);
  await fastify.register(labBooking);
  await fastify.register(checkoutService);
  await fastify.register(payOnDeliveryWorkflow);
  await fastify.register(ussdMenu);
  await fastify.register(pharmacistReview);
  await fastify.register(recallWorkflow);
  await fastify.register(parcelsWorkflow);
  await fastify.register(lastMileWorkflow);
  await fastify.register(approvalBeforePayment);
  await fastify.register(paymentsClerk);
  await fastify.register(adminHome);
  await fastify.register(expiryHousekeeping);
  await fastify.register(messagesService);
  await fastify.register(telemetryService);
  await fastify.register(operationsService);
  await fastify.register(refillService);
  await fastify.register(conversationsService);
  // The WhatsApp chat hands a shopper to a pharmacist: after ask-a-pharmacist.
  await fastify.register(whatsappShop);
  await fastify.register(dispatchService);

  // First start on an empty database: the catalogue and the admin account.
  if (config.seed) await seedDatabase(fastify);

  await registerRoutes(fastify);
}

/** Every route of the API, registered once the services they call are there. */
async function registerRoutes(fastify: FastifyInstance) {
  await fastify.register(healthRoutes);
  await fastify.register(identityRoutes);
  await fastify.register(cartRoutes);
  await fastify.register(paymentsRoutes);
  await fastify.register(checkoutPaymentRoutes);
  await fastify.register(paymentsClerkRoutes);
  await fastify.register(ordersRoutes);
  await fastify.register(checkoutOrderRoutes);
  await fastify.register(deliveryRoutes);
  await fastify.register(checkoutRoutes);
  await fastify.register(fulfilmentRoutes);
  await fastify.register(payOnDeliveryRoutes);
  await fastify.register(lastMileRoutes);
  await fastify.register(handoverPhotoRoutes);
  await fastify.register(riderRoutes);
  await fastify.register(messagesRoutes);
  await fastify.register(telemetryRoutes);
  await fastify.register(imageRoutes);
  await fastify.register(catalogueRoutes);
  await fastify.register(equivalentsRoutes);
  await fastify.register(stockRoutes);
  await fastify.register(shortfallRoutes);
  await fastify.register(stockTransferRoutes);
  await fastify.register(pharmacyStaffRoutes);
  await fastify.register(auditRoutes);
  await fastify.register(operationsRoutes);
  await fastify.register(prescriptionsRoutes);
  await fastify.register(medicationProfilesRoutes);
  await fastify.register(medicationSafetyRoutes);
  await fastify.register(medicationSafetyCheckRoutes);
  await fastify.register(pharmacistReviewRoutes);
  await fastify.register(approvalRoutes);
  await fastify.register(pharmacyIdentityRoutes);
  await fastify.register(refillRoutes);
  await fastify.register(conversationsRoutes);
  await fastify.register(conversationAttachmentRoutes);
  await fastify.register(dispatchRoutes);
  await fastify.register(labsRoutes);
  await fastify.register(labResultsRoutes);
  await fastify.register(healthAccessRoutes);
  await fastify.register(notificationsRoutes);
  await fastify.register(whatsappWebhookRoutes);
  await fastify.register(ussdRoutes);
  await fastify.register(privacyService);
  await fastify.register(privacyRoutes);
  await fastify.register(incidentRoutes);
  await fastify.register(labBookingRoutes);
  await fastify.register(adminHomeRoutes);
  await fastify.register(expiryRoutes);
  await fastify.register(promotionsRoutes);
  await fastify.register(reportsRoutes);
  await fastify.register(catalogueCsvRoutes);
  await fastify.register(jobsRoutes);
}

export default fp(app, { name: 'e-pharmacy-api' });

/** Builds the app, ready to `inject()` or `listen()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const instance = Fastify(fastifyOptions(config, options));
  await instance.register(fp(app, { name: 'e-pharmacy-api' }), { config });
  await instance.ready();
  return instance;
}

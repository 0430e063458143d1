import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { answerFrameworkError, registerErrorHandler } from './errors';
import type { Effects } from './events/commit-then-publish';
import { accountRoutes } from './features/account/routes';
import { adminCategoryRoutes } from './features/admin-categories/routes';
import { adminProductRoutes } from './features/admin-products/routes';
import { adminSellerRoutes } from './features/admin-sellers/routes';
import { auditLogRoutes } from './features/audit/routes';
import { adminMoneyRoutes } from './features/balances/admin-money-routes';
import { balanceRoutes } from './features/balances/routes';
import { cartRoutes } from './features/cart/routes';
import { catalogRoutes } from './features/catalog/routes';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/images/routes';
import { messengerRoutes } from './features/messenger/routes';
import { moderationRoutes } from './features/moderation/routes';
import { notificationMailer } from './features/notifications/notification-mail';
import { notificationRoutes } from './features/notifications/routes';
import {
  adminDisputeRoutes,
  adminOrderRoutes,
  cancelPartRoute,
  checkoutRoutes,
  deliveryRoutes,
  disputeRoutes,
  handOverKeyOf,
  heldPaymentRoutes,
  meetUpRoutes,
  orderPolicyOf,
  orderRoutes,
  type PaymentDeps,
  paymentReturnRoutes,
  sellerOrderRoutes,
} from './features/ordering';
import { adminPayoutRoutes } from './features/payouts/admin-routes';
import type { PayoutDeps } from './features/payouts/payout-deps';
import { sellerPayoutRoutes } from './features/payouts/routes';
import { reviewRoutes } from './features/reviews/routes';
import { savedItemRoutes } from './features/saved-items/routes';
import { savedSearchRoutes } from './features/saved-searches/routes';
import { searchRoutes } from './features/search/routes';
import { ProductSearch } from './features/search/service';
import { searchEngineRoutes } from './features/search-engines/routes';
import { sellerApplicationRoutes } from './features/seller-application/routes';
import { sellerImageRoutes } from './features/seller-products/image-routes';
import { sellerProductRoutes } from './features/seller-products/routes';
import { sellerProfileRoutes } from './features/seller-profile/routes';
import { webAppRoutes } from './features/web-app/routes';
import { compressResponses } from './http/compress-responses';
import { crossSiteGuard } from './http/cross-site-guard';
import { jsonBodiesOnly } from './http/json-bodies';
import { ownOrigins } from './http/own-origins';
import { type InFlightWork, inFlightWork } from './in-flight-work';
import { embeddedMaintenanceJob } from './jobs/embedded-maintenance';
import { messageDigestJob } from './jobs/message-digest';
import { partDeadlinesJob } from './jobs/part-deadlines';
import { paymentReconcilerJob } from './jobs/payment-reconciler';
import { paymentSweeperJob } from './jobs/payment-sweeper';
import { payoutReconcilerJob } from './jobs/payout-reconciler';
import { savedItemAlertsJob } from './jobs/saved-item-alerts';
import { savedSearchDigestsJob } from './jobs/saved-search-digests';
import { limitJsonDepth } from './json-body';
import type { Mailer } from './mail/mailer';
import { availablePaymentMethods, createPaymentProviders } from './payments/payment-providers';
import { readCache } from './read-cache/read-cache';
import { realtimeRoutes } from './realtime/plugin';
import { securityHeaders } from './security-headers';
import type { ImageStore } from './storage/image-store';
import { webRoutes } from './web-routes';

export type AppDeps = {
  config: Config;
  database: Database;
  images: ImageStore;
  mailer: Mailer;
  authSecret: string;
  /** Folder of the built web app; null when Vite serves it (development) or in API tests. */
  webRoot: string | null;
  /** Routes standing in for the outside world (stand-ins/stand-ins.ts); only a development server has them. */
  standIns?: FastifyPluginAsync[];
};

/** The app, and the services its routes and jobs call, for callers that act as they do (tests, benchmarks). */
export type BuiltApp = {
  app: FastifyInstance;
  effects: Effects;
  payments: PaymentDeps;
  payouts: PayoutDeps;
  /** Gateway work still writing its answer, which a stopping server waits for (shutdown.ts). */
  gatewayWork: InFlightWork;
};

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database, images, mailer, authSecret, webRoot, standIns = [] } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // While the server stops (shutdown.ts) it still answers what reaches it on connections already open: a proxy
    // may not send a refused order elsewhere, and the database stays open until those answers are given.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  limitJsonDepth(app);
  const origins = ownOrigins(config);
  securityHeaders(app, { origins, publicUrl: config.publicUrl });
  crossSiteGuard(app, { origins, publicOrigin: new URL(config.publicUrl).origin });
  jsonBodiesOnly(app);

  // Infrastructure, then the session and roles, then the features.
  // Before compression: the read cache encodes what it stores itself (read-cache/read-cache.ts).
  await app.register(readCache, { database });
  await compressResponses(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Campus Market API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const auth = createAuth({ db: database.db, config, secret: authSecret, mailer, trustedOrigins: origins });
  await app.register(authRoutes, { auth, db: database.db, secret: authSecret });
  await app.register(realtimeRoutes, { database });
  // Services that change what someone's open tabs show report it; the one publisher tells them after commit,
  // and the notifications that also go out by email are mailed then.
  const mailNotifications = notificationMailer({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const effects: Effects = {
    db: database.db,
    publish: (events) => {
      app.publishEvents(events);
      mailNotifications(events);
    },
  };
  await app.register(healthRoutes, { database });
  await app.register(accountRoutes);
  await app.register(imageRoutes, { images });
  await app.register(catalogRoutes, { db: database.db });
  await app.register(sellerApplicationRoutes, { db: database.db });
  await app.register(reviewRoutes, { db: database.db });
  await app.register(sellerProfileRoutes, { db: database.db });
  await app.register(cartRoutes, { effects });
  const gatewayWork = inFlightWork();
  // One provider per gateway for the process: bKash's token is shared by every call.
  const payments: PaymentDeps = {
    effects,
    gatewayWork,
    providers: createPaymentProviders(config.paymentGateways, { timeoutMs: config.gatewayTimeoutMs }),
    policy: orderPolicyOf(config),
    log: app.log,
  };
  const handOverKey = handOverKeyOf(authSecret);
  await app.register(checkoutRoutes, {
    payments,
    publicUrl: config.publicUrl,
    paymentWindowSeconds: config.paymentWindowSeconds,
    meetUpHoldHours: config.meetUpHoldHours,
    paymentMethods: availablePaymentMethods(config.paymentGateways),
    handOverKey,
  });
  await app.register(paymentReturnRoutes, { deps: payments });
  await app.register(heldPaymentRoutes, { payments });
  await app.register(orderRoutes, { effects, handOverKey });
  await app.register(deliveryRoutes, { effects, policy: payments.policy });
  await app.register(meetUpRoutes, { effects, policy: payments.policy, handOverKey });
  if (database.kind === 'pglite') await app.register(embeddedMaintenanceJob, { db: database.db });
  await app.register(sellerProductRoutes, { db: database.db });
  await app.register(sellerImageRoutes, { db: database.db, images });
  await app.register(sellerOrderRoutes, { db: database.db });
  await app.register(balanceRoutes, {
    db: database.db,
    protectionSeconds: config.partWindows.protectionSeconds,
  });
  await app.register(cancelPartRoute, { payments });
  await app.register(disputeRoutes, { payments, images });
  await app.register(paymentSweeperJob, { effects, intervalMs: config.paymentSweepIntervalMs });
  await app.register(paymentReconcilerJob(payments, config.paymentReconcileIntervalMs));
  await app.register(partDeadlinesJob(payments, config.partDeadlinesIntervalMs));
  const productSearch = new ProductSearch(database.db);
  await app.register(searchRoutes, { db: database.db, productSearch });
  await app.register(messengerRoutes, { effects });
  await app.register(notificationRoutes, { effects });
  await app.register(moderationRoutes, { effects });
  await app.register(messageDigestJob, {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    quietMs: config.messageDigestQuietMs,
    intervalMs: config.messageDigestIntervalMs,
  });
  await app.register(savedItemRoutes, { db: database.db });
  await app.register(savedItemAlertsJob(effects, config.savedItemAlertsIntervalMs));
  await app.register(savedSearchRoutes, { db: database.db });
  await app.register(
    savedSearchDigestsJob(
      { effects, productSearch, mailer, publicUrl: config.publicUrl },
      config.savedSearchDigestsIntervalMs,
    ),
  );
  await app.register(adminSellerRoutes, { effects });
  await app.register(adminProductRoutes, { effects });
  await app.register(adminCategoryRoutes, {
    db: database.db,
    defaultCommissionBasisPoints: config.commissionBasisPoints,
  });
  await app.register(adminMoneyRoutes, { db: database.db });
  await app.register(auditLogRoutes, { db: database.db });
  await app.register(adminOrderRoutes, { payments });
  const payouts: PayoutDeps = {
    effects,
    gatewayWork,
    bkash: payments.providers.bkashPayouts,
    mode: config.bkashPayoutMode,
    minimum: config.payoutMinimum,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  await app.register(sellerPayoutRoutes, { payouts });
  await app.register(adminPayoutRoutes, { payouts });
  await app.register(
    payoutReconcilerJob(payouts, {
      intervalMs: config.paymentReconcileIntervalMs,
      gatewayTimeoutMs: config.gatewayTimeoutMs,
    }),
  );
  await app.register(adminDisputeRoutes, { payments });
  await app.register(searchEngineRoutes, {
    db: database.db,
    publicUrl: config.publicUrl,
    productsPerFile: config.sitemapProductsPerFile,
  });
  await app.register(webAppRoutes);
  for (const standIn of standIns) await app.register(standIn);
  if (webRoot) await app.register(webRoutes, { root: webRoot, db: database.db, publicUrl: config.publicUrl });
  return { app, effects, payments, payouts, gatewayWork };
}

import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { registerAccountingRoutes } from './modules/accounting/accounting.routes.js';
import { workAccountingJobs } from './modules/accounting/invoice-payments.js';
import { registerAddressRoutes } from './modules/addresses/addresses.routes.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.js';
import { subscribeAnalyticsRollup } from './modules/analytics/rollup.js';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { registerAuthHook } from './modules/auth/auth.hook.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerBulkTrackingRoutes } from './modules/bulk-tracking/bulk-tracking.routes.js';
import { registerCampaignRoutes } from './modules/campaigns/campaigns.routes.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { registerCommissionCloseRoutes } from './modules/commission/close.routes.js';
import { registerCommissionRoutes } from './modules/commission/commission.routes.js';
import { registerCp58Routes } from './modules/commission/cp58.routes.js';
import { subscribeCommissions } from './modules/commission/crediting.js';
import { subscribeLateRefundLock } from './modules/commission/late-refund.js';
import { registerPayoutRoutes } from './modules/commission/payouts.routes.js';
import { registerCommissionPlanRoutes } from './modules/commission/plan.routes.js';
import { workPlanSimulations } from './modules/commission/plan-simulation.js';
import { registerScoreFigureRoutes } from './modules/commission/score-figures.routes.js';
import { registerCommissionSettingsRoutes } from './modules/company/commission-settings.routes.js';
import { registerCompanyRoutes } from './modules/company/company.routes.js';
import { followCompanyChanges } from './modules/company/company-changes.js';
import { registerCompanyProfileRoutes } from './modules/company/company-profile.routes.js';
import { registerCompanyThemeRoutes } from './modules/company/company-theme.routes.js';
import { registerHelplineRoutes } from './modules/company/helpline.routes.js';
import { registerPointsSettingsRoutes } from './modules/company/points-settings.routes.js';
import { registerCompanySetupRoutes } from './modules/company/setup.routes.js';
import { registerFaqRoutes } from './modules/content/faq.routes.js';
import { registerGamePlanRoutes } from './modules/content/game-plan.routes.js';
import { registerNewsFeedRoutes } from './modules/content/news-feed.routes.js';
import { registerCourierRoutes } from './modules/couriers/couriers.routes.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { workEInvoiceJobs } from './modules/e-invoice/e-invoice.jobs.js';
import { registerEInvoiceRoutes } from './modules/e-invoice/e-invoice.routes.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerIntegrationRoutes } from './modules/integrations/integrations.routes.js';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes.js';
import { registerMarketingRoutes } from './modules/marketing/marketing.routes.js';
import { registerMenuRoutes } from './modules/menu/menu.routes.js';
import { registerNetworkRoutes } from './modules/network/network.routes.js';
import { subscribeToOrders } from './modules/network/order-counting.js';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.js';
import { smtpTargetFor } from './modules/notifications/smtp.service.js';
import { registerStoreAdminRoutes } from './modules/online-stores/store-admin.routes.js';
import { registerStoreCheckoutRoutes } from './modules/online-stores/store-checkout.routes.js';
import { registerStorefrontRoutes } from './modules/online-stores/storefront.routes.js';
import { registerStorefrontCatalogRoutes } from './modules/online-stores/storefront-catalog.routes.js';
import { registerOperatorJobRoutes } from './modules/operator/jobs.routes.js';
import { registerOperatorRoutes } from './modules/operator/operator.routes.js';
import { registerHqOrderRoutes } from './modules/orders/hq-order.routes.js';
import { registerManageOrderRoutes } from './modules/orders/manage.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerPaymentRoutes } from './modules/payments/payments.routes.js';
import { registerPlanRoutes } from './modules/plan/plan.routes.js';
import { subscribePoints } from './modules/points/crediting.js';
import { registerHallOfFameRoutes } from './modules/ranking/hall-of-fame.routes.js';
import { registerScoreRankingRoutes } from './modules/ranking/score-ranking.routes.js';
import { registerReferenceRoutes } from './modules/reference/reference.routes.js';
import { registerCustomerReportRoutes } from './modules/reports/customer-report.routes.js';
import { registerInventoryReportRoutes } from './modules/reports/inventory-report.routes.js';
import { registerMasterReportRoutes } from './modules/reports/master-report.routes.js';
import { registerProductSalesReportRoutes } from './modules/reports/product-sales-report.routes.js';
import { registerReportExportRoutes } from './modules/reports/report-exports.routes.js';
import { workReportExports } from './modules/reports/report-exports.service.js';
import { registerSettlementRoutes } from './modules/settlement/settlement.routes.js';
import { registerShopRoutes } from './modules/shop/shop.routes.js';
import { registerStaffRoutes } from './modules/staff/staff.routes.js';
import { registerSubscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { registerVoucherRoutes } from './modules/vouchers/vouchers.routes.js';
import { workWebhookJobs } from './modules/webhooks/webhook-delivery.js';
import { subscribeWebhooks } from './modules/webhooks/webhook-events.js';
import { installWebhooks } from './modules/webhooks/webhook-outbox.js';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.js';
import type { AppDeps } from './platform/deps.js';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.js';
import { errorReporterOf } from './platform/error-reporting.js';
import { createLifecycle, type Lifecycle } from './platform/lifecycle.js';
import { createMailer, installMailer, mailRetry } from './platform/mail.js';
import { registerMetrics } from './platform/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { BriefLogController, prettyDestination } from './platform/pretty-log.js';
import type { Queue } from './platform/queue.js';
import { localQueue } from './platform/queue-local.js';
import { createRateLimiter, memoryStore, type RateLimitStore, rateRules, redisStore } from './platform/rate-limit.js';
import { secretsOf } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { fileStorageOf } from './platform/storage.js';
import { registerWeb } from './platform/web.js';

export type BuildOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  rateLimitStore?: RateLimitStore;
  /** The job queue: server.ts gives pg-boss on PostgreSQL; by default the in-process one on this database. */
  queue?: Queue;
  /** Shared with server.ts, which marks the shutdown; readiness reads it. */
  lifecycle?: Lifecycle;
};

/** Builds the API: platform plugins first, then every module's routes. `server.ts` listens. */
export async function buildApp({
  config,
  db,
  logger,
  rateLimitStore,
  queue: givenQueue,
  lifecycle = createLifecycle(),
}: BuildOptions) {
  const pretty = config.LOG_FORMAT === 'pretty';
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      ...(pretty ? { stream: prettyDestination(process.stdout, !!process.stdout.isTTY && !process.env.NO_COLOR) } : {}),
    },
    // The readable log writes one line per request (platform/pretty-log.ts); production keeps both JSON lines.
    ...(pretty ? { logController: new BriefLogController() } : {}),
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL ? redisStore(config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  if (config.DATABASE_URL) app.addHook('onClose', await followCompanyChanges(db, config.DATABASE_URL, app.log));
  const secrets = secretsOf(config);
  const queue = givenQueue ?? localQueue(db, (error) => app.log.error({ err: error }, 'job queue poll failed'));
  app.addHook('onClose', () => queue.stop());
  const mailer = createMailer({
    db,
    queue,
    retry: mailRetry(config.MAIL_RETRY_SECONDS),
    smtpFor: (companyId) => smtpTargetFor({ db, secrets, config }, companyId),
    log: app.log,
  });
  installMailer(mailer);
  if (config.RUN_JOBS) await mailer.work();
  const deps: AppDeps = {
    config,
    db,
    lifecycle,
    mailer,
    queue,
    rateLimit: createRateLimiter(rateLimitStore ?? redis ?? memoryStore()),
    rateRules: rateRules(config.RATE_LIMIT_IP_MAX),
    secrets,
    storage: fileStorageOf(config),
  };
  if (config.RUN_JOBS) await workReportExports(deps);
  if (config.RUN_JOBS) await workEInvoiceJobs(deps);
  if (config.RUN_JOBS) await workAccountingJobs(deps);
  if (config.RUN_JOBS) await workPlanSimulations(deps);
  installWebhooks(deps);
  if (config.RUN_JOBS) await workWebhookJobs(deps);
  await registerSecurityHeaders(app, config.SENTRY_DSN);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  await registerOpenApi(app);

  const reporter = await errorReporterOf(config);
  if (reporter) app.addHook('onClose', () => reporter.close());
  registerErrorHandler(app, reporter);
  registerAuthHook(app, db, config.OPERATOR_HOST, {
    rateLimit: deps.rateLimit,
    perMinute: config.API_KEY_RATE_PER_MINUTE,
  });
  registerMetrics(app, { db, queue, token: config.METRICS_TOKEN });
  for (const register of [
    registerHealthRoutes,
    registerCompanyRoutes,
    registerAuthRoutes,
    registerUserRoutes,
    registerStaffRoutes,
    registerNetworkRoutes,
    registerCatalogRoutes,
    registerInventoryRoutes,
    registerShopRoutes,
    registerReferenceRoutes,
    registerCourierRoutes,
    registerCompanySetupRoutes,
    registerCompanyThemeRoutes,
    registerVoucherRoutes,
    registerOrderRoutes,
    registerManageOrderRoutes,
    registerHqOrderRoutes,
    registerAddressRoutes,
    registerPaymentRoutes,
    registerIntegrationRoutes,
    registerApiKeyRoutes,
    registerAccountingRoutes,
    registerBulkTrackingRoutes,
    registerDocumentRoutes,
    registerCommissionCloseRoutes,
    registerScoreFigureRoutes,
    registerScoreRankingRoutes,
    registerHallOfFameRoutes,
    registerCompanyProfileRoutes,
    registerCp58Routes,
    registerCommissionRoutes,
    registerCommissionPlanRoutes,
    registerPayoutRoutes,
    registerCommissionSettingsRoutes,
    registerCampaignRoutes,
    registerPointsSettingsRoutes,
    registerPlanRoutes,
    registerMenuRoutes,
    registerDashboardRoutes,
    registerNewsFeedRoutes,
    registerFaqRoutes,
    registerGamePlanRoutes,
    registerHelplineRoutes,
    registerMarketingRoutes,
    registerNotificationRoutes,
    registerReportExportRoutes,
    registerEInvoiceRoutes,
    registerMasterReportRoutes,
    registerAnalyticsRoutes,
    registerInventoryReportRoutes,
    registerProductSalesReportRoutes,
    registerCustomerReportRoutes,
    registerSettlementRoutes,
    registerStorefrontRoutes,
    registerCustomerRoutes,
    registerStoreAdminRoutes,
    registerStorefrontCatalogRoutes,
    registerStoreCheckoutRoutes,
    registerOperatorRoutes,
    registerOperatorJobRoutes,
    registerSubscriptionRoutes,
    registerWebhookRoutes,
  ]) {
    register(app, deps);
  }
  // First: a late refund takes the commission close lock before any refund subscriber writes.
  subscribeLateRefundLock();
  subscribeToOrders();
  subscribeAnalyticsRollup();
  subscribeCommissions();
  subscribePoints();
  subscribeWebhooks();
  registerFileRoutes(app, deps);
  await registerWeb(app, config.WEB_DIST, config.OPERATOR_HOST);
  return app;
}

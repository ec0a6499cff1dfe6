import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES } from '@store/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { refuseNulCharacters } from './lib/nul-characters.ts';
import { accountPageRoutes } from './modules/accounts/account-page.routes.ts';
import { outboxRoutes } from './modules/admin/outbox.routes.ts';
import { dashboardRoutes } from './modules/admin/dashboard.routes.ts';
import { adminUserRoutes } from './modules/admin/users.routes.ts';
import { adminCatalogueRoutes } from './modules/admin/catalogue-admin.routes.ts';
import { adminContentRoutes } from './modules/content/content-admin.routes.ts';
import { contentBlockRoutes } from './modules/content/content-blocks.routes.ts';
import { adminSynonymRoutes } from './modules/admin/synonyms-admin.routes.ts';
import { adminProductRoutes } from './modules/admin/products-moderation.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminOrderRoutes } from './modules/admin/admin-orders.routes.ts';
import { adminPlanPaymentRoutes } from './modules/admin/admin-plan-payments.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerNotifier } from './modules/notifications/notifications.plugin.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { categoryRoutes } from './modules/categories/categories.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { priceRoutes } from './modules/price/price.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { registerCheckoutSweeper } from './modules/orders/checkout-sweeper.plugin.ts';
import { registerPlanCaptureRecovery } from './modules/subscriptions/plan-capture.ts';
import { registerPlanReminders } from './modules/subscriptions/plan-reminders.plugin.ts';
import { registerInboxMail } from './modules/inbox/inbox-mail.plugin.ts';
import { registerVisionBackfill } from './modules/vision/vision-backfill.plugin.ts';
import { visionRoutes } from './modules/vision/vision.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentGatewayFromConfig } from './modules/payments/payment-gateway.factory.ts';
import { paypalSandboxRoutes } from './modules/payments/paypal-sandbox.routes.ts';
import { phoneRevealRoutes } from './modules/products/phone-reveal.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { sellerProductRoutes } from './modules/products/seller-products.routes.ts';
import { productRequestRoutes } from './modules/requests/product-requests.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { rateLimitProblem, registerApiNotFound, registerErrorHandling } from './plugins/errors.ts';

export interface ApiOptions {
  config: AppConfig;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  media: MediaStore;
  /**
   * Told after a request that changed what public pages show (a shop, its pictures, a verified
   * badge, a closed account; products): the page server empties its page cache.
   */
  onCatalogueChange?: () => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A successful answer of this route changes what public pages show (see ApiOptions). */
    changesCatalogue?: boolean;
  }
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    databaseKind: 'pglite' | 'postgres';
    media: MediaStore;
    /** Key that signs and checks session tokens. */
    tokenKey: Uint8Array;
  }
}

/**
 * The store service as a Fastify plugin (no listen): `/store/api/v1`, `/content/api` and
 * `/vision/api/v1`. The web server registers it beside the pages; `server.ts` runs it alone.
 */
/** One picture and a few short fields per multipart request. */
const uploadLimits = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 };

export async function storeApi(app: FastifyInstance, options: ApiOptions) {
  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('databaseKind', options.databaseKind);
  app.decorate('media', options.media);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  app.decorate('tokenKey', registerAuth(app, options.config.jwtSecret));
  // Limits are per route (sign-in, phone reveal...); counters are in memory for one process,
  // in Redis when several run (see docs/decisions.md).
  await app.register(rateLimit, { global: false, errorResponseBuilder: (_request, context) => rateLimitProblem(context.after) });
  await registerDocs(app);
  registerNotifier(app);
  app.decorate('paymentGateway', paymentGatewayFromConfig(app));
  registerCheckoutSweeper(app);
  registerPlanReminders(app);
  registerPlanCaptureRecovery(app);
  registerInboxMail(app);
  registerVisionBackfill(app);
  const { onCatalogueChange } = options;
  if (onCatalogueChange) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.config.changesCatalogue && reply.statusCode < 400) onCatalogueChange();
    });
  }

  await app.register(
    async (store) => {
      // Picture uploads: one file of at most UPLOAD_MAX_BYTES (spec §5) and a few text fields.
      await store.register(multipart, { limits: uploadLimits });
      await store.register(healthRoutes);
      await store.register(categoryRoutes);
      await store.register(searchRoutes);
      await store.register(productRoutes);
      await store.register(sellerProductRoutes);
      await store.register(productRequestRoutes);
      await store.register(inboxRoutes);
      await store.register(subscriptionRoutes);
      await store.register(phoneRevealRoutes);
      await store.register(mediaRoutes);
      await store.register(priceRoutes);
      await store.register(accountPageRoutes);
      await store.register(authRoutes);
      await store.register(cartRoutes);
      await store.register(orderRoutes);
      await store.register(newsletterRoutes);
      await store.register(profileRoutes);
      await store.register(identityRoutes);
      await store.register(contactRoutes);
      await store.register(registrationRoutes);
      await store.register(outboxRoutes);
      await store.register(dashboardRoutes);
      await store.register(adminUserRoutes);
      await store.register(adminProductRoutes);
      await store.register(adminCatalogueRoutes);
      await store.register(adminContentRoutes);
      await store.register(contentBlockRoutes);
      await store.register(adminSynonymRoutes);
      await store.register(auditRoutes);
      await store.register(adminOrderRoutes);
      await store.register(adminPlanPaymentRoutes);
      await store.register(settingsRoutes);
      registerApiNotFound(store);
    },
    { prefix: '/store/api/v1' },
  );
  await app.register(
    async (content) => {
      await content.register(contentRoutes);
      registerApiNotFound(content);
    },
    { prefix: '/content/api' },
  );
  await app.register(
    async (vision) => {
      await vision.register(multipart, { limits: uploadLimits });
      await vision.register(visionRoutes);
      registerApiNotFound(vision);
    },
    { prefix: '/vision/api/v1' },
  );
  // Plays PayPal's part when PAYPAL_API_URL is unset, so checkout runs end to end offline.
  if (!app.config.PAYPAL_API_URL) await app.register(paypalSandboxRoutes, { prefix: '/sandbox/paypal' });
}

import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { paymentGatewayFromConfig } from './payment-gateway.factory.ts';
import { paypalSandboxRoutes } from './paypal-sandbox.routes.ts';

const JWT_SECRET = 'x'.repeat(32);

async function appWith(env: Record<string, string>) {
  const app = Fastify();
  app.decorate('config', loadConfig({ JWT_SECRET, ...env }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(paypalSandboxRoutes, { prefix: '/sandbox/paypal' });
  await app.ready();
  return app;
}

describe('paymentGatewayFromConfig', () => {
  it('uses the in-process sandbox when PAYPAL_API_URL is unset', async () => {
    const app = await appWith({});
    try {
      const gateway = paymentGatewayFromConfig(app);
      expect(gateway.sandbox).toBe(true);
      const created = await gateway.createPayment({ orderNumber: 'EM-F', amount: 100, currency: 'EUR', description: 'x', returnUrl: 'https://shop.test/ok', cancelUrl: 'https://shop.test/ko' });
      expect(created.approvalUrl).toMatch(/^\/sandbox\/paypal\/checkout\?token=EC-/);
    } finally {
      await app.close();
    }
  });

  it('uses PayPal when configured, and refuses a URL without credentials', async () => {
    const configured = await appWith({ PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    const incomplete = await appWith({ PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' });
    try {
      expect(paymentGatewayFromConfig(configured).sandbox).toBe(false);
      expect(() => paymentGatewayFromConfig(incomplete)).toThrow(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/);
    } finally {
      await Promise.all([configured.close(), incomplete.close()]);
    }
  });
});

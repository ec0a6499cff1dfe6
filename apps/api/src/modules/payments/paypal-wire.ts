/*
 * The JSON of PayPal's REST v1 payments API, as far as we use it, written once: the gateway
 * parses PayPal's answers with these schemas and the sandbox answers with them, so the two
 * cannot drift apart. Objects strip unknown keys; PayPal sends many we do not read.
 */
import { z } from 'zod';
import { paypalTotalPattern } from './paypal-amount.ts';

/** `POST /v1/oauth2/token` answer. */
export const paypalTokenSchema = z.object({
  scope: z.string().optional(),
  access_token: z.string().min(1),
  token_type: z.string(),
  app_id: z.string().optional(),
  /** Seconds. */
  expires_in: z.number().int().positive(),
});
export type PaypalToken = z.infer<typeof paypalTokenSchema>;

/** The OAuth endpoint's error body (RFC 6749 style, unlike the payments endpoints). */
export const paypalOauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** Error body of the payments endpoints: `name` is the stable code (PAYMENT_ALREADY_DONE...). */
export const paypalErrorSchema = z.object({
  name: z.string(),
  message: z.string(),
  debug_id: z.string().optional(),
  information_link: z.string().optional(),
  details: z.array(z.object({ field: z.string(), issue: z.string() })).optional(),
});
export type PaypalError = z.infer<typeof paypalErrorSchema>;

export const paypalAmountSchema = z.object({
  total: z.string().regex(paypalTotalPattern, 'a decimal amount such as 12.34'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
});

export const paypalLinkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

const httpUrl = z.url({ protocol: /^https?$/ });

/** `POST /v1/payments/payment` body: a PayPal-wallet sale of one transaction. */
export const paypalCreatePaymentBodySchema = z.object({
  intent: z.literal('sale'),
  payer: z.object({ payment_method: z.literal('paypal') }),
  transactions: z
    .array(
      z.object({
        amount: paypalAmountSchema,
        description: z.string().max(127).optional(),
        invoice_number: z.string().max(127).optional(),
      }),
    )
    .length(1),
  redirect_urls: z.object({ return_url: httpUrl, cancel_url: httpUrl }),
});
export type PaypalCreatePaymentBody = z.infer<typeof paypalCreatePaymentBodySchema>;

export const paypalExecuteBodySchema = z.object({ payer_id: z.string().min(1).max(64) });

const relatedResourceSchema = z.object({
  sale: z.object({ id: z.string(), state: z.string(), amount: paypalAmountSchema.optional() }).optional(),
});

/** A payment resource, as `create` and `execute` return it. */
export const paypalPaymentSchema = z.object({
  id: z.string().min(1),
  intent: z.string(),
  /** `created` until executed, then `approved` (PayPal's word for "paid"), or `failed`. */
  state: z.string(),
  payer: z
    .object({
      payment_method: z.string(),
      payer_info: z.object({ payer_id: z.string() }).optional(),
    })
    .optional(),
  transactions: z
    .array(
      z.object({
        amount: paypalAmountSchema,
        description: z.string().optional(),
        invoice_number: z.string().optional(),
        related_resources: z.array(relatedResourceSchema).optional(),
      }),
    )
    .min(1),
  create_time: z.string().optional(),
  links: z.array(paypalLinkSchema).optional(),
});
export type PaypalPayment = z.infer<typeof paypalPaymentSchema>;

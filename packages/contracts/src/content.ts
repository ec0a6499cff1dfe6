import { z } from 'zod';
import { linkTargets } from './content-rules.ts';
import { currencySchema, languageSchema } from './locale-schemas.ts';
import { validPhoneNumberSchema } from './phone.ts';

/*
 * Items of the content service (spec §3, §7). Editors type these by hand, so links,
 * colours and targets are checked here: a `javascript:` link or a colour carrying extra
 * CSS is rejected before it can reach a page. The rules pages apply to these items are in
 * content-rules.ts.
 */

/** A site path ("/search-product?q=tv", not "//host") or an absolute http(s) URL. */
export const contentLinkSchema = z
  .string()
  .trim()
  .refine((value) => !/\s/.test(value) && (/^\/(?![/\\])/.test(value) || /^https?:\/\/[^/]+/i.test(value)), 'content/link-invalid');

/** An absolute http(s) URL, for links that leave the site. */
export const externalLinkSchema = z.url({ protocol: /^https?$/, normalize: true });

/** #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour keyword such as "white". */
export const cssColorSchema = z
  .string()
  .trim()
  .regex(/^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20})$/i, 'content/color-invalid');

/** Home carousel slide. */
export const slideSchema = z.object({
  id: z.number().int(),
  /** Image URL. */
  image: contentLinkSchema,
  title: z.string(),
  subtitle: z.string(),
  /** Where the slide leads. */
  url: contentLinkSchema,
});
export type Slide = z.infer<typeof slideSchema>;

/** Product shown in the featured block and in category mega-menus ("From" price). */
export const featuredProductSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  url: contentLinkSchema,
  /** Integer minor units of `currency`, like every price (money.ts). */
  price: z.number().int().nonnegative(),
  currency: currencySchema,
  /** Image URL. */
  image: contentLinkSchema,
});
export type FeaturedProduct = z.infer<typeof featuredProductSchema>;

/** Showcase product of one mega-menu category. */
export const categoryProductSchema = z.object({
  category: z.string(),
  product: featuredProductSchema,
});
export type CategoryProduct = z.infer<typeof categoryProductSchema>;

export const socialSchema = z.object({
  url: externalLinkSchema,
  name: z.string(),
  /** Icon name in the site's icon set. */
  icon: z.string().regex(/^[a-z0-9-]{1,40}$/, 'content/icon-invalid'),
  linkTarget: z.enum(linkTargets).default('_blank'),
});
export type Social = z.infer<typeof socialSchema>;

/** Footer newsletter call-to-action; `message` is markdown, `social` the channel it joins. */
export const newsletterSchema = z.object({
  title: z.string(),
  message: z.string(),
  social: socialSchema.nullable(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

/** Spec §2 footer: the newsletter phone field is required and must be a real number. */
export const newsletterSignupSchema = z.object({ phoneNumber: validPhoneNumberSchema });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** Hashtag button of the category bar; `query` is the search it runs (q). */
export const searchKeySchema = z.object({
  keyword: z.string().min(1),
  query: z.string().min(1),
  btnColor: cssColorSchema,
  textColor: cssColorSchema,
});
export type SearchKey = z.infer<typeof searchKeySchema>;

// Notifications

/** One notification; `messageBody` is markdown and must be sanitized before display. */
export const notificationItemSchema = z.object({ messageBody: z.string() });
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPayloadSchema = z.object({
  /** The seller's subscription; its state values are not specified, so any string is kept. */
  subscription: z.object({ state: z.string() }).nullable(),
  notifications: z.object({
    infos: z.array(notificationItemSchema),
    warnings: z.array(notificationItemSchema),
    dangers: z.array(notificationItemSchema),
  }),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/** A markdown entry of the content service (faq, cgu, privacy, newsletter, attention). */
export const contentEntrySchema = z.object({ key: z.string(), locale: languageSchema, title: z.string(), markdown: z.string() });
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** `POST newsletter/subscriptions` answers the number as stored (E.164). */
export const newsletterSubscriptionSchema = z.object({ phoneNumber: z.string(), subscribed: z.literal(true) });

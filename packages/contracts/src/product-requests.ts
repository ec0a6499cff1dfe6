import { z } from 'zod';
import { CITY_MAX } from './limits.ts';
import { currencySchema } from './locale-schemas.ts';
import { parseTypedNumber } from './numbers.ts';
import { phoneNumberSchema } from './phone.ts';
import { ANSWER_MESSAGE_MAX, REQUEST_DESCRIPTION_MAX, REQUEST_FULLNAME_MAX, REQUEST_TITLE_MAX, requestDurations, requestStatuses } from './product-request-rules.ts';
import { SPECIFICATION_VALUE_MAX } from './product-rules.ts';
import { chosenPictureSchema } from './profile.ts';

/*
 * Product requests (issue #12 item 3): a buyer, signed in or not, says what they want; sellers
 * of its category and city answer with a product or a price; the requester accepts one. Money is
 * in integer minor units of `currency`, as everywhere in the API. Rules safe for the browser are
 * in product-request-rules.ts.
 */

/** A typed amount in major units (`12,50`), as the publishing form reads prices. */
const typedAmount = z.preprocess(
  (value) => (typeof value === 'string' ? (parseTypedNumber(value) ?? value) : value),
  z.number('product/price-invalid').positive('product/price-out-of-range').max(1_000_000_000, 'product/price-out-of-range'),
);

const durationSchema = z
  .number('request/duration-invalid')
  .int('request/duration-invalid')
  .refine((days) => (requestDurations as readonly number[]).includes(days), 'request/duration-invalid');

const requestFields = z.object({
  title: z.string().trim().min(3, 'request/title-required').max(REQUEST_TITLE_MAX, 'request/title-too-long'),
  description: z.string().trim().max(REQUEST_DESCRIPTION_MAX, 'request/description-too-long').default(''),
  categoryId: z.number('request/category-required').int().positive('request/category-required'),
  subCategoryId: z.number('product/sub-category-unknown').int().positive().optional(),
  /** Wanted values by specification code; the codes are the sub-category's. */
  specifications: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'product/specification-unknown'), z.string().trim().max(SPECIFICATION_VALUE_MAX, 'product/specification-value-invalid')).default({}),
  currency: currencySchema,
  location: z.string().trim().min(2, 'city/required').max(CITY_MAX, 'city/too-long'),
  durationDays: durationSchema,
  /** A guest's name and phone number (required for guests; a signed-in requester's come from the account). */
  fullname: z.string().trim().max(REQUEST_FULLNAME_MAX, 'name/too-long').optional(),
  phoneNumber: phoneNumberSchema.optional(),
});

/** `POST product-requests`. */
export const productRequestBodySchema = requestFields.extend({
  /** The most the requester will pay, in minor units of `currency`; within PRICE_MIN..PRICE_MAX once in CFA. */
  budget: z.number().int().positive('product/price-out-of-range').optional(),
});
export type ProductRequestBody = z.input<typeof productRequestBodySchema>;

/** The request form of `/request-product`: the budget typed in major units, and an optional photo. */
export const productRequestFormSchema = requestFields.extend({
  budget: typedAmount.optional(),
  file: chosenPictureSchema.optional(),
});
export type ProductRequestForm = z.input<typeof productRequestFormSchema>;

/** The answer to `POST product-requests`: a guest's secret key comes back this once. */
export const createdProductRequestSchema = z.object({ slug: z.string(), key: z.string().nullable() });
export type CreatedProductRequest = z.infer<typeof createdProductRequestSchema>;

const answerFields = z.object({
  /** One of the seller's published products, or none for a message and a price. */
  productSlug: z.string().trim().min(1).max(200).optional(),
  message: z.string().trim().max(ANSWER_MESSAGE_MAX, 'request/message-too-long').default(''),
  currency: currencySchema.default('CFA'),
});

const productOrPrice = (value: { productSlug?: string; message: string; price?: number }, ctx: z.RefinementCtx) => {
  if (!value.productSlug && (value.price === undefined || value.message === '')) {
    ctx.addIssue({ code: 'custom', message: 'request/answer-incomplete', path: [value.price === undefined ? 'price' : 'message'] });
  }
};

/** `POST product-requests/by-slug/{slug}/answers`: a product (its price by default), or a message and a price. */
export const requestAnswerBodySchema = answerFields.extend({ price: z.number().int().positive('product/price-out-of-range').optional() }).superRefine(productOrPrice);
export type RequestAnswerBody = z.input<typeof requestAnswerBodySchema>;

/** The answer form of `/requested-products`: the price typed, and which request it answers. */
export const requestAnswerFormSchema = answerFields.extend({ intent: z.literal('answer'), slug: z.string().trim().min(1).max(200), price: typedAmount.optional() }).superRefine(productOrPrice);
export type RequestAnswerForm = z.input<typeof requestAnswerFormSchema>;

/** `POST product-requests/by-slug/{slug}/accept`. */
export const acceptAnswerBodySchema = z.object({ answerId: z.number('request/answer-unknown').int().positive('request/answer-unknown') });

/** The requester's page's forms (accept an answer, or withdraw the request). */
export const requestOwnerFormSchema = z.discriminatedUnion('intent', [acceptAnswerBodySchema.extend({ intent: z.literal('accept') }), z.object({ intent: z.literal('close') })]);

/** A guest's proof of ownership: the key of the link they were sent. */
export const requestKeyQuerySchema = z.object({ key: z.string().trim().min(10).max(100).optional() });

export const requestSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(60) });

const moneyFields = { price: z.number().int(), currency: currencySchema };

/** A product an answer offers, as a card shows it. */
export const answerProductSchema = z.object({ slug: z.string(), name: z.string(), thumbnail: z.string().nullable(), published: z.boolean() });

/** What everyone looking at a request sees: never the requester's name or phone number. */
const requestSummaryFields = {
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  subCategoryName: z.string().nullable(),
  /** Wanted specifications, with their names in the page's language. */
  specifications: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
  budget: z.number().int().nullable(),
  currency: currencySchema,
  location: z.string(),
  picture: z.string().nullable(),
  status: z.enum(requestStatuses),
  /** OPEN, ACCEPTED, CLOSED, or EXPIRED once an open request's time ran out. */
  state: z.enum([...requestStatuses, 'EXPIRED']),
  createdDate: z.string(),
  expiresDate: z.string(),
};

/** One answer, as the requester compares them. */
export const requestAnswerViewSchema = z.object({
  id: z.number().int(),
  seller: z.object({ name: z.string(), slug: z.string(), city: z.string().nullable() }),
  product: answerProductSchema.nullable(),
  message: z.string(),
  ...moneyFields,
  priceCfa: z.number().int(),
  createdDate: z.string(),
  accepted: z.boolean(),
});
export type RequestAnswerView = z.infer<typeof requestAnswerViewSchema>;

/** `GET product-requests/by-slug/{slug}` and `mine`: the requester's own view, answers cheapest first. */
export const ownProductRequestSchema = z.object({ ...requestSummaryFields, answers: z.array(requestAnswerViewSchema), acceptedAnswerId: z.number().int().nullable() });
export type OwnProductRequest = z.infer<typeof ownProductRequestSchema>;

/** The seller's own answer to a request, and the requester's contact once it was accepted. */
export const sellerAnswerSchema = z.object({ id: z.number().int(), product: answerProductSchema.nullable(), message: z.string(), ...moneyFields, accepted: z.boolean(), updatedDate: z.string() });

/** `GET product-requests/open` and `answered`: a request as a seller sees it. */
export const sellerProductRequestSchema = z.object({
  ...requestSummaryFields,
  answers: z.number().int(),
  myAnswer: sellerAnswerSchema.nullable(),
  /** Only for the seller whose answer was accepted: the name and phone number given, and a signed-in requester's email. */
  contact: z.object({ fullname: z.string(), phoneNumber: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
export type SellerProductRequest = z.infer<typeof sellerProductRequestSchema>;

/** `GET product-requests/open` (matching, still open) and `GET product-requests/answered` (the seller's answers). */
export const sellerRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

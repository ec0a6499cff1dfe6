/*
 * Every problem code the API answers with, declared once: its HTTP status, and the request
 * fields it is about when it belongs next to a field of a form rather than above the whole
 * form. The API throws a code and gets its status from here; pages put the code next to that
 * field (field names are the API body's, so forms post the same names). Pages translate each
 * code as `errors.<code>`; clients branch on codes. Never remove or rename one: add a new code.
 *
 * Browser-safe: no schema library here (the problem body's schema is in problem.ts).
 */

interface ProblemRule {
  readonly status: number;
  /**
   * The body fields (dotted paths, as forms name their inputs) the problem is about, in order:
   * a form shows it next to the first of them it has.
   */
  readonly fields?: readonly string[];
}

export const problemRules = {
  // Any endpoint
  /** The request does not match its schema (field issues in `errors`). */
  'request/invalid': { status: 400 },
  'resource/not-found': { status: 404 },
  /** No API route at this method and path. */
  'route/not-found': { status: 404 },
  /** Rate limit; see `Retry-After`. */
  'request/too-many': { status: 429 },
  'request/payload-too-large': { status: 413 },
  'auth/unauthorized': { status: 401 },
  'auth/forbidden': { status: 403 },
  'auth/bad-credentials': { status: 401 },
  'auth/not-activated': { status: 401 },
  /** Sign-in: an operator deactivated the account (its sessions ended then). */
  'auth/account-deactivated': { status: 403 },
  /** Sign-in: too many failures in a row for this login, email or phone; see `Retry-After`. */
  'auth/too-many-attempts': { status: 429 },
  'server/internal': { status: 500 },
  'server/unavailable': { status: 503 },

  // Registration, keys, passwords, verification
  /** password and confirmPassword differ (spec §5, §8). */
  nopasswordmatch: { status: 400, fields: ['confirmPassword'] },
  /** Registration: the email, login or phone number belongs to another account (spec §8's gm/* codes). */
  'gm/email-already-used': { status: 409, fields: ['email'] },
  'gm/login-already-used': { status: 409, fields: ['login'] },
  'gm/account-already-used-with-credentials': { status: 409, fields: ['phoneNumber'] },
  /** Registration or a profile without an email and without a phone number. */
  'account/contact-required': { status: 400, fields: ['phoneNumber', 'email'] },
  /** The key (link or code) matches nothing: mistyped, or replaced by a newer one. */
  'account/key-invalid': { status: 400, fields: ['key'] },
  /** The key's time ran out (activation 48 h, reset 1 h, verification 24 h / 10 min). */
  'account/key-expired': { status: 400, fields: ['key'] },
  /** The key was already used. */
  'account/key-used': { status: 400, fields: ['key'] },
  /** Too many wrong codes for one phone verification: ask for a new code. */
  'account/key-attempts-exceeded': { status: 400, fields: ['key'] },
  /** change-password / change-email (`password`) / a new phone number: the current password is wrong. */
  'account/wrong-password': { status: 400, fields: ['currentPassword', 'password'] },
  /** register, reset-password/finish, change-password: a password found in lists of common passwords (checked by the server only). */
  'password/too-common': { status: 400, fields: ['password', 'newPassword'] },
  /** Email verification asked by an account with no email. */
  'account/no-email': { status: 400 },
  /** Phone verification asked by an account with no phone number. */
  'account/no-phone-number': { status: 400 },
  /** reset-password/init: notifyBy names a channel whose address was not given. */
  'account/notify-by-mismatch': { status: 400, fields: ['notifyBy'] },
  /** PUT account: changing or removing the phone number needs `currentPassword`. */
  'account/password-required': { status: 400, fields: ['currentPassword'] },

  // Profile, pictures, identity verification, account deletion
  /** No file part in the multipart body. */
  'upload/missing-file': { status: 400, fields: ['file'] },
  /** Larger than UPLOAD_MAX_BYTES. */
  'upload/too-large': { status: 413, fields: ['file'] },
  /** The bytes are no JPEG, PNG/APNG or BMP, whatever the declared type. */
  'upload/unsupported-type': { status: 415, fields: ['file'] },
  /** Looks like a picture but cannot be decoded (truncated, exotic BMP...). */
  'upload/unreadable': { status: 422, fields: ['file'] },
  /** Wider and taller than PICTURE_MAX_PIXELS (40 megapixels, e.g. 8000 x 5000): refused before decoding. */
  'upload/too-many-pixels': { status: 422, fields: ['file'] },
  /** The multipart body itself is broken (no boundary, an unterminated part...). */
  'upload/malformed': { status: 400 },
  /** Identity verification is for sellers (PROFESSIONAL accounts). */
  'identity/sellers-only': { status: 403 },
  /** The seller is verified already. */
  'identity/already-verified': { status: 409 },
  /** The request was reviewed already. */
  'identity/already-reviewed': { status: 409 },
  /** Administrators and managers cannot close their own account from the settings. */
  'account/deletion-not-allowed': { status: 403 },
  /** The account was closed. */
  'account/closed': { status: 410 },

  // A seller's products
  /** A product, or its picture, belongs to another seller. */
  'product/not-yours': { status: 403 },
  /** A product has PRODUCT_PICTURES_MAX pictures already. */
  'product/too-many-pictures': { status: 409, fields: ['file'] },
  /** A pro shop promotes PROMOTED_PRODUCTS_MAX products at most at once. */
  'product/too-many-promotions': { status: 409 },
  /** Only a published product can be promoted. */
  'product/not-published': { status: 409 },

  // Product requests
  /** The request is someone else's: another account's, or a guest's whose link key was not given. */
  'request/not-yours': { status: 403 },
  /** The request was accepted or withdrawn: no more answers, acceptance or withdrawal. */
  'request/closed': { status: 409 },
  /** The request's time ran out. */
  'request/expired': { status: 410 },
  /** The answer to accept is not one of this request's. */
  'request/answer-unknown': { status: 400, fields: ['answerId'] },
  /** A seller answering a request of their own account. */
  'request/own-request': { status: 409 },

  // Cart
  /** The save named a cart `version` that another save replaced meanwhile: nothing was stored; read the cart again. */
  'cart/changed': { status: 409 },

  // Checkout, orders, payments
  /** Some line of the cart has less stock than asked: the cart was updated, look again. */
  'checkout/out-of-stock': { status: 409 },
  /** The cart to check out is empty. */
  'checkout/empty-cart': { status: 400 },
  /** The reservation's time ran out: the stock went back on sale. */
  'checkout/reservation-expired': { status: 410 },
  /** The reservation was already turned into an order or released. */
  'checkout/reservation-closed': { status: 409 },
  /** The same Idempotency-Key was sent with another request body. */
  'idempotency/key-reused': { status: 422 },
  /** The first request with this Idempotency-Key is still running. */
  'idempotency/in-progress': { status: 409 },
  /** The payment method is not offered (e.g. PayPal not configured). */
  'payment/method-unavailable': { status: 422, fields: ['paymentMethod'] },
  /** The provider refused or could not complete the payment. */
  'payment/declined': { status: 402 },
  /** The payment does not belong to an order waiting for it. */
  'payment/not-pending': { status: 409 },
  /**
   * The provider says this payer did not approve this payment (a PayerID of another approval,
   * or none yet). The payment is left as it was: the buyer can still approve and pay it.
   */
  'payment/payer-mismatch': { status: 409 },
  /** A plan's payment where the provider took another amount than the plan's price: the plan is not applied, the money is owed back (REFUND_DUE). */
  'payment/charge-mismatch': { status: 409 },
  // Plans
  /** Publishing one more product would go over the shop's plan's limit; drafts are still saved. */
  'plan/publication-limit': { status: 403, fields: ['published'] },
  /** The shop's plan does not include this feature (promotion is for pro). */
  'plan/feature-not-included': { status: 403 },
  /** A refund is recorded only for a plan payment whose money is still owed (REFUND_DUE), once. */
  'plan/not-refund-due': { status: 409 },

  // Administration
  /** Changing the roles of one's own account (an administrator cannot lock themself out). */
  'admin/own-account': { status: 409 },
  /** A closed account cannot be deactivated, reactivated or given roles. */
  'admin/account-closed': { status: 409 },
  /** The assignee of a contact message is no administrator or manager. */
  'contact/assignee-invalid': { status: 400, fields: ['assigneeId'] },
  /** The answer's channel has no address for this sender (no email, no phone number). */
  'contact/no-address': { status: 400, fields: ['channel'] },

  // Products moderation (decision 73)
  /** The listing is already off the storefront by an operator: unpublish or ask for changes again changes nothing. */
  'moderation/already-unpublished': { status: 409 },
  /** Changes were already asked for this listing. */
  'moderation/already-changes-requested': { status: 409 },
  /** Nothing holds the listing: there is nothing to republish or approve. */
  'moderation/already-approved': { status: 409 },
  /** The seller withdrew the listing: it is kept for the orders that name it, and not moderated. */
  'moderation/withdrawn': { status: 409 },
  /** The operator's reason is missing, shorter than 3 or longer than 1000 characters. */
  'moderation/reason-invalid': { status: 400, fields: ['reason'] },

  // Catalogue structure (decisions 76 and 77)
  /** A name is missing, or longer than 80 characters, in either language. */
  'catalogue/name-invalid': { status: 400, fields: ['nameFr', 'nameEn'] },
  /** A menu entry's search words are empty or longer than 80 characters. */
  'catalogue/keyword-invalid': { status: 400, fields: ['keyword'] },
  /** A choice needs 1 to 50 distinct values of at most 60 characters; other types take none. */
  'catalogue/allowed-values-invalid': { status: 400, fields: ['allowedValues'] },
  /** A number needs a unit of at most 20 characters; other types take none. */
  'catalogue/unit-invalid': { status: 400, fields: ['unit'] },
  /** Products are filed under the category: move or delete them first. */
  'catalogue/category-in-use': { status: 409 },
  /** Products are filed under the sub-category: move or delete them first. */
  'catalogue/sub-category-in-use': { status: 409 },
  /** Products give a value for the specification. */
  'catalogue/specification-in-use': { status: 409 },
  /** Products use an allowed value the change removes. */
  'catalogue/value-in-use': { status: 409, fields: ['allowedValues'] },

  // Content store (decision 79)
  /** A title is empty or longer than 120 characters. */
  'content/title-invalid': { status: 400, fields: ['title'] },
  /** The markdown is empty or longer than 50,000 characters. */
  'content/markdown-invalid': { status: 400, fields: ['markdown'] },
  /** The markdown carries raw HTML (a script, a tag, a comment) or a link that is not http(s), mailto, tel, a store path or an anchor: nothing is stored. */
  'content/markdown-unsafe': { status: 400, fields: ['markdown'] },
  /** The version named is not one of this item's in this language. */
  'content/version-unknown': { status: 404 },
  /** Publish: a newer draft was saved since the page was shown; reload and publish what you see. */
  'content/draft-changed': { status: 409 },
  /** Publish: this version is already what the storefront shows. */
  'content/already-published': { status: 409 },

  // Structured content (decision 80): field codes of a refused body, under `request/invalid`
  /** A slide without its picture: nothing is stored. */
  'content/slide-picture-required': { status: 400, fields: ['imageId'] },
  /** The picture chosen is not one of the slide pictures. */
  'content/picture-unknown': { status: 400, fields: ['imageId'] },
  /** A link that is neither a store path (`/search-product?q=tv`, not `//host`) nor an http(s) address. */
  'content/link-invalid': { status: 400, fields: ['url'] },
  /** A colour that is not #rgb, #rrggbb (with or without alpha) or a CSS colour name. */
  'content/color-invalid': { status: 400, fields: ['btnColor', 'textColor'] },
  /** An icon name that is not 1 to 40 lower-case letters, digits or dashes. */
  'content/icon-invalid': { status: 400, fields: ['icon'] },
  'content/subtitle-invalid': { status: 400, fields: ['subtitle'] },
  'content/keyword-invalid': { status: 400, fields: ['keyword'] },
  'content/query-invalid': { status: 400, fields: ['query'] },
  'content/name-invalid': { status: 400, fields: ['name'] },
  /** More than 20 rows. */
  'content/list-invalid': { status: 400 },
  /** No product on sale has this address. */
  'content/product-unknown': { status: 400, fields: ['productSlug'] },
  /** No category has this address. */
  'content/category-unknown': { status: 400, fields: ['categorySlug'] },
  /** Two showcase choices for one category. */
  'content/category-repeated': { status: 400, fields: ['categorySlug'] },
  // Search synonyms (decision 81); the rules are synonym-rules.ts's
  /** The phrase leaves nothing searchable once folded (no letter or digit, or only one-letter words). */
  'synonyms/phrase-required': { status: 400, fields: ['phrase'] },
  /** A word longer than 40 characters, or more than 120 characters typed for one phrase. */
  'synonyms/too-long': { status: 400, fields: ['phrase', 'synonyms'] },
  /** A phrase of more than 3 words: search never reads one that long. */
  'synonyms/too-many-words': { status: 400, fields: ['phrase', 'synonyms'] },
  /** More than 20 synonyms for one phrase. */
  'synonyms/too-many': { status: 400, fields: ['synonyms'] },
  /** The same synonym twice, once accents and case are ignored. */
  'synonyms/duplicate': { status: 400, fields: ['synonyms'] },
  /** A synonym that is the phrase itself: a group of one word means nothing. */
  'synonyms/group-of-one': { status: 400, fields: ['synonyms'] },
  /** Neither synonyms nor an order: the row would do nothing. */
  'synonyms/empty': { status: 400, fields: ['synonyms'] },
  /** An order and synonyms together: a phrase asking for an order is taken out of the words, so its synonyms would never be searched. */
  'synonyms/sort-with-synonyms': { status: 400, fields: ['sort'] },
  /** An order search cannot give (price,asc, price,desc or createdDate,desc). */
  'synonyms/sort-invalid': { status: 400, fields: ['sort'] },
  /** Another row already holds this phrase (once folded): change that one. */
  'synonyms/phrase-taken': { status: 409, fields: ['phrase'] },

  /** The order cannot move to that status from where it is. */
  'order/invalid-transition': { status: 409 },
  /** An operator cancels an order that is already cancelled: nothing changes. */
  'order/already-cancelled': { status: 409 },
  /** A parcel of the order has shipped or been delivered: the order cannot be cancelled as a whole. */
  'order/parcel-shipped': { status: 409 },
  /** The order's online payment is being captured right now: cancel once it has settled. */
  'order/payment-in-progress': { status: 409 },
  /** A refund is recorded only for a cancelled paid order whose money is still owed. */
  'order/not-refund-due': { status: 409 },
} as const satisfies Record<string, ProblemRule>;

export type ProblemCode = keyof typeof problemRules;

export const problemCodes = Object.keys(problemRules) as ProblemCode[];

export function isProblemCode(code: unknown): code is ProblemCode {
  return typeof code === 'string' && Object.hasOwn(problemRules, code);
}

/** The HTTP status a code is always answered with. */
export function problemStatus(code: ProblemCode): number {
  return problemRules[code].status;
}

/** The body fields a code may be about (none for a code about the whole request). */
export function problemFields(code: string): readonly string[] {
  if (!isProblemCode(code)) return [];
  const rule: ProblemRule = problemRules[code];
  return rule.fields ?? [];
}

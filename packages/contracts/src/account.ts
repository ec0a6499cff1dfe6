import { z } from 'zod';
import { notifyByValues, outboxChannels } from './account-keys.ts';
import { ACCOUNT_DELETION_REASON_CODE } from './constants.ts';
import { accountDeletionReasons, contactTopics } from './contact-topics.ts';
import { CITY_MAX, CONTACT_FULLNAME_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, NAME_MAX, SHOP_NAME_MAX } from './limits.ts';
import { currencySchema, languageSchema } from './locale-schemas.ts';
import { phoneNumberSchema, validPhoneNumberSchema } from './phone.ts';
import { accountTypes, authorities } from './roles.ts';
import { registrationPasswordSchema } from './validator-schemas.ts';
import { passwordsMatch } from './validators.ts';

/*
 * Schemas of the account endpoints, for the API and the page server. The rules and constants
 * pages need in the browser are in roles.ts, account-keys.ts, contact-topics.ts and limits.ts.
 */

// Accounts and roles (spec §1, §6): rules in roles.ts

export const accountTypeSchema = z.enum(accountTypes);

export const authoritySchema = z.enum(authorities);

/** The signed-in user as loaded with the token (spec §3 Logged user). */
export const loggedUserSchema = z.object({
  login: z.string(),
  /** Public identifier of the account's shop and page. */
  slug: z.string(),
  authorities: z.array(authoritySchema),
  accountType: accountTypeSchema,
  account: z.object({ firstname: z.string(), lastname: z.string() }),
  email: z.email().nullable(),
  phoneNumber: phoneNumberSchema.nullable(),
  langKey: languageSchema,
  currency: currencySchema,
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;

// Shop images (plans and subscriptions: plans.ts, subscriptions.ts)

export const imageKinds = ['PROFILE', 'COVER'] as const;
export const imageKindSchema = z.enum(imageKinds);
export type ImageKind = z.infer<typeof imageKindSchema>;

// Contact messages (spec §2, §3, §4): topics and limits in contact-topics.ts and limits.ts

export const contactTopicSchema = z.enum(contactTopics);

export const accountDeletionReasonSchema = z.enum(accountDeletionReasons);

export const contactMessageSchema = z.object({
  email: z.email('contact/email-invalid').max(254, 'contact/email-invalid'),
  fullname: z.string().trim().min(2, 'contact/fullname-required').max(CONTACT_FULLNAME_MAX, 'contact/fullname-too-long'),
  /** Optional on the contact form; checked when given. */
  phoneNumber: validPhoneNumberSchema.nullish(),
  /** A topic's reason code (1-8) or ACCOUNT_DELETION_REASON_CODE (9). */
  reason: z.number().int().min(1, 'contact/reason-invalid').max(ACCOUNT_DELETION_REASON_CODE, 'contact/reason-invalid'),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN, 'contact/message-too-short').max(CONTACT_MESSAGE_MAX, 'contact/message-too-long'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

// Errors (spec §8)

/** Codes the registration answers with when the account already exists. */
export const accountErrorCodes = ['gm/email-already-used', 'gm/login-already-used', 'gm/account-already-used-with-credentials'] as const;
export type AccountErrorCode = (typeof accountErrorCodes)[number];

export function isAccountErrorCode(code: unknown): code is AccountErrorCode {
  return accountErrorCodes.some((known) => known === code);
}

/** `POST authenticate`: a login, email or phone number (E.164) with the password. */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The sign-in page's form: the body, and the page to go back to (checked by the page server). */
export const loginFormSchema = loginBodySchema.extend({ redirectTo: z.string().optional() });
export type LoginForm = z.input<typeof loginFormSchema>;

export const loginResponseSchema = z.object({ id_token: z.string() });

/*
 * Registration, activation, passwords, email and phone verification, outbox (issue #4).
 * Every schema names the endpoint it belongs to (paths under /store/api/v1). Field-level
 * messages are translation keys (`password/too-short`...); whole-request failures come back
 * as a problem whose `code` is declared in problems.ts.
 */

export const notifyBySchema = z.enum(notifyByValues);


/** A key as typed or taken from a link; SMS codes may be typed with spaces or dashes (removed by the API). */
export const accountKeySchema = z.string('key/required').trim().min(1, 'key/required').max(200, 'account/key-invalid');

/** Logins are lower-case letters, digits, dots, dashes and underscores. */
export const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{2,49}$/;
export const loginSchema = z.string().trim().toLowerCase().regex(LOGIN_PATTERN, 'login/invalid');
export const emailSchema = z.email('email/invalid').max(254, 'email/invalid');

// Password rules: one definition for the API and the pages' live checklist (see validators.ts).
// passwordChecks(password) gives the checklist shown while typing, registrationPasswordSchema
// the same rules with translation-key messages, passwordsMatch the spec's nopasswordmatch.

/** A form's new password typed a second time (the API never gets it). */
const confirmPasswordSchema = z.string().max(200);

/** `nopasswordmatch` on the confirmation when the two passwords differ. */
function checkConfirmation(password: string, confirmPassword: string, ctx: z.RefinementCtx) {
  if (passwordsMatch(password, confirmPassword) !== null) ctx.addIssue({ code: 'custom', message: 'nopasswordmatch', path: ['confirmPassword'] });
}

const registerFields = z.object({
  /** PERSONAL: a buyer. PROFESSIONAL: a seller (ROLE_USER + ROLE_SELLER, a shop with a unique slug). */
  accountType: z.enum(['PERSONAL', 'PROFESSIONAL']),
  /** Optional: derived from the email, the shop name or the names when absent. */
  login: loginSchema.optional(),
  firstname: z.string().trim().max(NAME_MAX, 'name/too-long').default(''),
  lastname: z.string().trim().max(NAME_MAX, 'name/too-long').default(''),
  email: emailSchema.optional(),
  /** Dial code + number as typed; stored in E.164 (leading zeros stripped, spec §5). */
  phoneNumber: validPhoneNumberSchema.optional(),
  password: registrationPasswordSchema,
  confirmPassword: confirmPasswordSchema,
  langKey: languageSchema.default('fr'),
  currency: currencySchema.default('CFA'),
  /** PROFESSIONAL only, then required. */
  shopName: z.string().trim().max(SHOP_NAME_MAX, 'shop/name-too-long').optional(),
  /** PROFESSIONAL only, then required. */
  city: z.string().trim().max(CITY_MAX, 'city/too-long').optional(),
  /** Where the activation key goes; default SMS when a phone number is given (phone-first), else EMAIL. */
  notifyBy: notifyBySchema.optional(),
});

type RegisterFields = z.infer<typeof registerFields>;

function checkRegistration(value: RegisterFields, ctx: z.RefinementCtx) {
  if (!value.email && !value.phoneNumber) ctx.addIssue({ code: 'custom', message: 'account/contact-required', path: ['phoneNumber'] });
  if (value.accountType === 'PROFESSIONAL') {
    if (!value.shopName) ctx.addIssue({ code: 'custom', message: 'shop/name-required', path: ['shopName'] });
    if (!value.city) ctx.addIssue({ code: 'custom', message: 'city/required', path: ['city'] });
  }
  if (value.notifyBy === 'EMAIL' && !value.email) ctx.addIssue({ code: 'custom', message: 'account/notify-by-mismatch', path: ['notifyBy'] });
  if (value.notifyBy === 'SMS' && !value.phoneNumber) ctx.addIssue({ code: 'custom', message: 'account/notify-by-mismatch', path: ['notifyBy'] });
}

/**
 * `POST register` body. A password mismatch is answered by the API as problem code
 * `nopasswordmatch` (spec §8); the page form uses `registerFormSchema`, which also checks it.
 */
export const registerBodySchema = registerFields.superRefine(checkRegistration);
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The registration form: the body rules plus the confirmation (error `nopasswordmatch` on confirmPassword). */
export const registerFormSchema = registerFields.superRefine((value, ctx) => {
  checkRegistration(value, ctx);
  checkConfirmation(value.password, value.confirmPassword, ctx);
});

/** `POST register` 201 answer: where the activation key went (the page tells the user). */
export const registerResponseSchema = z.object({
  login: z.string(),
  notifyBy: notifyBySchema,
  /** The address the key was sent to, partly masked: `a***@example.com`, `+225 ** ** ** 02`. */
  sentTo: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `GET account/activate?key=&notifyBy=` query. notifyBy, when given, must be the channel the key went by. */
export const activateQuerySchema = z.object({ key: accountKeySchema, notifyBy: notifyBySchema.optional() });
export type ActivateQuery = z.infer<typeof activateQuerySchema>;
/** `GET account/activate` 200 answer. */
export const activateResponseSchema = z.object({ login: z.string(), activated: z.literal(true) });

const resetChannelFields = { mail: emailSchema.optional(), phoneNumber: validPhoneNumberSchema.optional() };

function checkResetChannel(value: { notifyBy: string; mail?: string; phoneNumber?: unknown }, ctx: z.RefinementCtx) {
  if (value.notifyBy === 'EMAIL' && !value.mail) ctx.addIssue({ code: 'custom', message: 'email/required', path: ['mail'] });
  if (value.notifyBy === 'SMS' && !value.phoneNumber) ctx.addIssue({ code: 'custom', message: 'phone/required', path: ['phoneNumber'] });
}

/**
 * `POST account/reset-password/init` body: the email (`mail`) and/or the phone number, and the
 * channel to send the key by. The answer is the same 200 whether or not an account matches.
 */
export const resetPasswordInitBodySchema = z.object({ ...resetChannelFields, notifyBy: notifyBySchema }).superRefine(checkResetChannel);
export type ResetPasswordInitBody = z.input<typeof resetPasswordInitBodySchema>;
/** The reset page's form: both channels' fields are on it (one hidden); only the chosen one is read. */
export const resetPasswordInitFormSchema = z
  .discriminatedUnion('notifyBy', [z.object({ notifyBy: z.literal('EMAIL'), mail: resetChannelFields.mail }), z.object({ notifyBy: z.literal('SMS'), phoneNumber: resetChannelFields.phoneNumber })])
  .superRefine(checkResetChannel);

/** `POST account/reset-password/init` 200 answer (always this, for any address). */
export const resetPasswordInitResponseSchema = z.object({ notifyBy: notifyBySchema });

/** `POST account/reset-password/finish` body. */
export const resetPasswordFinishBodySchema = z.object({ key: accountKeySchema, newPassword: registrationPasswordSchema, notifyBy: notifyBySchema.optional() });
export type ResetPasswordFinishBody = z.infer<typeof resetPasswordFinishBodySchema>;

/** The new-password form of a reset: the body and the confirmation. */
export const resetPasswordFinishFormSchema = resetPasswordFinishBodySchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .superRefine((value, ctx) => checkConfirmation(value.newPassword, value.confirmPassword, ctx));
export type ResetPasswordFinishForm = z.input<typeof resetPasswordFinishFormSchema>;

/** `POST account/change-password` body (signed in). Wrong current password: `account/wrong-password`. */
export const changePasswordBodySchema = z.object({ currentPassword: z.string().min(1, 'password/required').max(200), newPassword: registrationPasswordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form of the settings: the body and the confirmation. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .superRefine((value, ctx) => checkConfirmation(value.newPassword, value.confirmPassword, ctx));
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * `POST account/change-email` body (signed in). The key goes to the new address; the email
 * changes when `GET account/verify/email/finish` is called with it. The current password is
 * required (`account/wrong-password`), so a borrowed session cannot move the account.
 */
export const changeEmailBodySchema = z.object({ email: emailSchema, password: z.string().min(1, 'password/required').max(200) });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** Answer of change-email and verify init endpoints: where the key went (masked). */
export const keySentResponseSchema = z.object({ notifyBy: notifyBySchema, sentTo: z.string() });
export type KeySentResponse = z.infer<typeof keySentResponseSchema>;

/** `GET account/verify/email/finish?key=` and `GET account/verify/phone-number/finish?key=` query. */
export const verifyFinishQuerySchema = z.object({ key: accountKeySchema });
/** `GET account/verify/email/finish` 200 answer: the (possibly new) verified address. */
export const verifyEmailFinishResponseSchema = z.object({ email: z.string(), verified: z.literal(true) });
/** `GET account/verify/phone-number/finish` 200 answer. */
export const verifyPhoneFinishResponseSchema = z.object({ phoneNumber: z.string(), verified: z.literal(true) });

/**
 * The phone check page's two forms: a code by SMS (`POST account/verify/phone-number/init`),
 * or the code received (`GET account/verify/phone-number/finish?key=`).
 */
export const checkPhoneFormSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('send') }), z.object({ intent: z.literal('verify'), key: accountKeySchema })]);
export type CheckPhoneForm = z.input<typeof checkPhoneFormSchema>;

/** `GET account/email/verified` and `GET account/phone-number/verified`: a bare JSON boolean. */
export const verifiedResponseSchema = z.boolean();

/** `POST account/undo-change` body: the key of the link the old address received. */
export const undoChangeBodySchema = z.object({ key: accountKeySchema });
/** `POST account/undo-change` 200 answer: which address was put back (every session was ended). */
export const undoChangeResponseSchema = z.object({ reverted: z.enum(['EMAIL', 'PHONE_NUMBER']) });
export type UndoChangeResponse = z.infer<typeof undoChangeResponseSchema>;

/** `POST account/change-password` and `POST account/reset-password/finish` 200 answer. */
export const passwordChangedResponseSchema = z.object({ changed: z.literal(true) });

// Notifications outbox (admin)

export const outboxChannelSchema = z.enum(outboxChannels);
/** STORED: written, not (yet) delivered - the only state when no SMTP/SMS provider is configured. */
export const outboxStatuses = ['STORED', 'SENT', 'FAILED'] as const;
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** Message kinds the notifier knows (each has a template in both languages). */
export const notificationKinds = [
  'account-activation',
  'password-reset',
  'email-verification',
  'phone-verification',
  'password-changed',
  'email-change-requested',
  'phone-change-requested',
  'order-placed',
  'order-paid',
  'order-status',
  'order-refunded',
  'seller-new-order',
  'inbox-digest',
  'request-posted',
  'request-answer',
  'contact-answer',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** `GET admin/outbox?page=&size=&recipient=&channel=` query (ROLE_ADMIN or ROLE_MANAGER; X-Total-Count, Link). */
export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of an email address or phone number (case-insensitive). */
  recipient: z.string().trim().max(254).optional(),
  channel: outboxChannelSchema.optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** One item of `GET admin/outbox`, newest first. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: outboxChannelSchema,
  /** Email address or E.164 phone number. */
  recipient: z.string(),
  language: languageSchema,
  kind: z.string(),
  /** Email subject; null for SMS. */
  subject: z.string().nullable(),
  /**
   * Plain text. Keys and their links are masked unless the viewer is an administrator, the
   * channel has no real transport, and the message is not to the viewer's own account; a
   * delivered message's keys are masked for everybody.
   */
  body: z.string(),
  /** The body shown hides keys or links the stored message holds. */
  masked: z.boolean(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdDate: z.string(),
  sentDate: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.array(outboxMessageSchema);

import { z } from 'zod';
import { ACCOUNT_DELETION_REASON_CODE } from './constants.ts';
import { currencySchema, languageSchema } from './locale.ts';
import { phoneNumberSchema, validPhoneNumberSchema } from './phone.ts';

// Accounts and roles (spec §1, §6)

export const accountTypes = ['PERSONAL', 'PROFESSIONAL', 'ANONYMOUS'] as const;
export const accountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const authorities = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_SELLER', 'ROLE_MANAGER'] as const;
export const authoritySchema = z.enum(authorities);
export type Authority = z.infer<typeof authoritySchema>;

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

type MaybeUser = LoggedUser | null | undefined;

/** A user is loaded only from a valid token, so holding one means being signed in. */
export function isAuthenticated(user: MaybeUser): user is LoggedUser {
  return user !== null && user !== undefined;
}

/** "Awa Koné"; the login when no name was given. */
export function accountName(user: LoggedUser): string {
  const name = `${user.account.firstname.trim()} ${user.account.lastname.trim()}`.trim();
  return name || user.login;
}

/** The header greets with the first name (spec §2); the login when there is none. */
export function greetingName(user: LoggedUser): string {
  return user.account.firstname.trim() || user.login;
}

/** Sellers are PROFESSIONAL accounts: they get My shop and My requests. */
export function isSeller(user: MaybeUser): boolean {
  return user?.accountType === 'PROFESSIONAL';
}

/** The Administration link is for ROLE_ADMIN or ROLE_MANAGER. */
export function canAdminister(user: MaybeUser): boolean {
  return hasAnyAuthority(user, ['ROLE_ADMIN', 'ROLE_MANAGER']);
}

/** Spec §6: a view limited to any of `required`; with none required, everybody may see it. */
export function hasAnyAuthority(user: MaybeUser, required: readonly Authority[]): boolean {
  if (required.length === 0) return true;
  return user?.authorities.some((authority) => required.includes(authority)) ?? false;
}

// Shop images and subscriptions

export const imageKinds = ['PROFILE', 'COVER'] as const;
export const imageKindSchema = z.enum(imageKinds);
export type ImageKind = z.infer<typeof imageKindSchema>;

/** One week, one, three and six months, one year. */
export const subscriptionPeriods = ['W1', 'M1', 'M3', 'M6', 'Y1'] as const;
export const subscriptionPeriodSchema = z.enum(subscriptionPeriods);
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;

export const subscriptionPlans = ['free', 'plus', 'pro'] as const;
export const subscriptionPlanSchema = z.enum(subscriptionPlans);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionFeatures = ['publications', 'support', 'email', 'ads'] as const;
export type SubscriptionFeature = (typeof subscriptionFeatures)[number];

/** Spec §1: publications for all, support from plus, email and ads with pro. */
export const planFeatures: Readonly<Record<SubscriptionPlan, readonly SubscriptionFeature[]>> = {
  free: ['publications'],
  plus: ['publications', 'support'],
  pro: ['publications', 'support', 'email', 'ads'],
};

/** The plan the subscription page highlights. */
export const highlightedPlan: SubscriptionPlan = 'plus';

export function planIncludes(plan: SubscriptionPlan, feature: SubscriptionFeature): boolean {
  return planFeatures[plan].includes(feature);
}

// Contact messages (spec §2, §3, §4)

/** Contact topics in menu order; each is sent as its numeric reason code (1 to 8). */
export const contactTopics = [
  'PROFILE_ACCOUNT',
  'BUYING',
  'SELLING',
  'DEALS',
  'REPORT_PROBLEM',
  'REPORT_SCAM',
  'SELLERS',
  'OTHER',
] as const;
export const contactTopicSchema = z.enum(contactTopics);
export type ContactTopic = z.infer<typeof contactTopicSchema>;

export function contactReasonCode(topic: ContactTopic): number {
  return contactTopics.indexOf(topic) + 1;
}

/** The topic of a reason code; undefined for 9 (account deletion) and unknown codes. */
export function contactTopicOf(code: number): ContactTopic | undefined {
  return contactTopics[code - 1];
}

export const accountDeletionReasons = ['NO_LONGER_USED', 'SERVICE_UNSATISFACTORY', 'HAD_PROBLEMS', 'OTHER'] as const;
export const accountDeletionReasonSchema = z.enum(accountDeletionReasons);
export type AccountDeletionReason = z.infer<typeof accountDeletionReasonSchema>;
// Spec §4: a deletion request is a contact message whose reason is ACCOUNT_DELETION_REASON_CODE.

export const CONTACT_FULLNAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

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

export const loginResponseSchema = z.object({ id_token: z.string() });

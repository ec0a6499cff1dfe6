import type { CategoryProduct, FeaturedProduct, NotificationItem, NotificationPayload, Social } from './content.ts';

/*
 * Rules of the content service's items (spec §3, §7), safe for the browser: the types come
 * from the schemas in content.ts, the code imports no zod.
 */

export const linkTargets = ['_blank', '_self'] as const;

/** Spec §2: category products are keyed by lower-cased category name. */
export function categoryProductKey(categoryName: string): string {
  return categoryName.trim().toLowerCase();
}

export function findCategoryProduct(entries: readonly CategoryProduct[], categoryName: string): FeaturedProduct | undefined {
  const key = categoryProductKey(categoryName);
  return entries.find((entry) => categoryProductKey(entry.category) === key)?.product;
}

/** The `rel` an external social link needs when it opens a new tab. */
export function socialLinkRel(social: Social): string | undefined {
  return social.linkTarget === '_blank' ? 'noopener noreferrer' : undefined;
}

// Notifications

export const notificationLevels = ['danger', 'warning', 'info'] as const;
export type NotificationLevel = (typeof notificationLevels)[number];

/** All notifications as one list, most serious first, each tagged with its level. */
export function notificationsBySeverity(payload: NotificationPayload): Array<NotificationItem & { level: NotificationLevel }> {
  const { dangers, warnings, infos } = payload.notifications;
  return [
    ...dangers.map((item) => ({ ...item, level: 'danger' as const })),
    ...warnings.map((item) => ({ ...item, level: 'warning' as const })),
    ...infos.map((item) => ({ ...item, level: 'info' as const })),
  ];
}

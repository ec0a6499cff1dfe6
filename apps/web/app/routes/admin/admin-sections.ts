/**
 * The sections of the administration area, in menu order. A section's page is a child route
 * registered in app/routes.ts under `admin`. `administratorsOnly` sections are left out of a
 * manager's menu (the API refuses them to managers anyway).
 */
export const adminSections = [
  { to: '/admin', end: true, labelKey: 'admin.nav.overview', descriptionKey: 'admin.overview.intro', administratorsOnly: false },
  { to: '/admin/users', end: false, labelKey: 'admin.users.nav', descriptionKey: 'admin.users.intro', administratorsOnly: false },
  { to: '/admin/products', end: false, labelKey: 'admin.products.nav', descriptionKey: 'admin.products.intro', administratorsOnly: false },
  { to: '/admin/orders', end: false, labelKey: 'admin.orders.nav', descriptionKey: 'admin.orders.intro', administratorsOnly: false },
  { to: '/admin/plan-payments', end: false, labelKey: 'admin.planPayments.nav', descriptionKey: 'admin.planPayments.intro', administratorsOnly: false },
  { to: '/admin/catalogue', end: false, labelKey: 'admin.catalogue.nav', descriptionKey: 'admin.catalogue.intro', administratorsOnly: false },
  { to: '/admin/content', end: false, labelKey: 'admin.content.nav', descriptionKey: 'admin.content.intro', administratorsOnly: false },
  { to: '/admin/search-synonyms', end: false, labelKey: 'admin.synonyms.nav', descriptionKey: 'admin.synonyms.intro', administratorsOnly: false },
  { to: '/admin/contacts', end: false, labelKey: 'admin.contacts.nav', descriptionKey: 'admin.contacts.intro', administratorsOnly: false },
  { to: '/admin/outbox', end: false, labelKey: 'admin.nav.outbox', descriptionKey: 'admin.outbox.intro', administratorsOnly: false },
  { to: '/admin/identity', end: false, labelKey: 'admin.nav.identity', descriptionKey: 'admin.identity.intro', administratorsOnly: false },
  { to: '/admin/currency', end: false, labelKey: 'admin.currency.nav', descriptionKey: 'admin.currency.intro', administratorsOnly: false },
  { to: '/admin/settings', end: false, labelKey: 'admin.settings.nav', descriptionKey: 'admin.settings.intro', administratorsOnly: false },
  { to: '/admin/audit', end: false, labelKey: 'admin.audit.nav', descriptionKey: 'admin.audit.intro', administratorsOnly: true },
] as const satisfies readonly { to: string; end: boolean; labelKey: string; descriptionKey: string; administratorsOnly: boolean }[];

/** The sections a user sees: all of them for an administrator, the others for a manager. */
export function sectionsFor(administrator: boolean) {
  return adminSections.filter((section) => administrator || !section.administratorsOnly);
}

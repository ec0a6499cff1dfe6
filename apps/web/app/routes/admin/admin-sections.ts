/**
 * The sections of the administration area, in menu order. A section's page is a child route
 * registered in app/routes.ts under `admin`.
 */
export const adminSections = [
  { to: '/admin', end: true, labelKey: 'admin.nav.overview', descriptionKey: 'admin.overview.intro' },
  { to: '/admin/outbox', end: false, labelKey: 'admin.nav.outbox', descriptionKey: 'admin.outbox.intro' },
  { to: '/admin/identity', end: false, labelKey: 'admin.nav.identity', descriptionKey: 'admin.identity.intro' },
] as const satisfies readonly { to: string; end: boolean; labelKey: string; descriptionKey: string }[];

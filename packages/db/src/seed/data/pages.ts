/** Keys of the markdown entries the storefront reads from the content service. */
export const contentKeys = ['faq', 'cgu', 'privacy', 'newsletter', 'attention'] as const;
export type ContentKey = (typeof contentKeys)[number];

export type ContentPages = Readonly<Record<ContentKey, { title: string; markdown: string }>>;

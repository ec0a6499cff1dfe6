/** What a content item's form asks: save a language's draft, publish it, or make an old version the draft. */
export const contentIntents = ['save', 'publish', 'restore'] as const;
export type ContentIntent = (typeof contentIntents)[number];

/** The slides' own form: a new picture the slides may then show. */
export const UPLOAD_SLIDE_PICTURE = 'upload-slide-picture';

/** What the action answers: the form it is about, and what was done or why not (with the text typed, kept). */
export type ContentReply =
  | { form: string; done: ContentIntent | typeof UPLOAD_SLIDE_PICTURE }
  | { form: string; failure: string; fields: string[]; values: { title: string; markdown: string } | null; rows: Record<string, string>[] | null }
  | undefined;

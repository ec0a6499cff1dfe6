/** What a content item's form asks: save a language's draft, publish it, or make an old version the draft. */
export const contentIntents = ['save', 'publish', 'restore'] as const;
export type ContentIntent = (typeof contentIntents)[number];

/** What the action answers: the form it is about, and what was done or why not (with the text typed, kept). */
export type ContentReply =
  | { form: string; done: ContentIntent }
  | { form: string; failure: string; fields: string[]; values: { title: string; markdown: string } | null; rows: Record<string, string>[] | null }
  | undefined;

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` typed by the user matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Markdown's special characters escaped, so text someone typed (a reason, a reference) stays text in a notification. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (character) => `\\${character}`);

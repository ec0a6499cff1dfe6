/** An operator's text of the content service in one language, its markdown made HTML by the page server. */
export interface PublishedText {
  title: string;
  html: string;
}

const attentionTexts = new Map<string, Promise<PublishedText | null>>();

/**
 * The attention modal's text as published in `language`, or its draft for an operator's
 * preview (null: none published, or not reachable; the modal then shows its built-in words).
 * Asked for once per language and page life.
 */
export function attentionText(language: string, preview = false): Promise<PublishedText | null> {
  const address = `/attention-text/${encodeURIComponent(language)}${preview ? '?preview=draft' : ''}`;
  let text = attentionTexts.get(address);
  if (!text) {
    text = fetch(address, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<PublishedText | null>) : null))
      .catch(() => null);
    attentionTexts.set(address, text);
  }
  return text;
}

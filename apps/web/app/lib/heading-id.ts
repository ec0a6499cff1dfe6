import { foldText } from '@store/contracts/validators';

/**
 * The anchor of a heading, from its words: `Qui peut vendre ?` -> `qui-peut-vendre`. Accents
 * are dropped so a link typed by hand (or in a message) still matches.
 */
export function headingId(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

/** The words of a markdown (hast) node, its children's included. */
export function textOf(node: TextNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** One word of a tsvector: the lexeme, whether it is in a name (weight A), how often it occurs. */
export interface Lexeme {
  lexeme: string;
  inName: boolean;
  occurrences: number;
  /** Its occurrences weighed as `ts_rank` weighs them: A 1, B 0.4, C 0.2, D 0.1. */
  weight: number;
  /** Its first position in a name (weight A), counted in words from the brand on; 0 when in none. */
  nameAt: number;
}

const WEIGHTS: Readonly<Record<string, number>> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
const weightOf = (mark: string) => WEIGHTS[/[A-D]$/.exec(mark)?.[0] ?? 'D'] ?? 0.1;

// 'lexeme' or 'lexeme':1A,5,12B; a quote inside a lexeme is doubled.
const entry = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/**
 * Reads PostgreSQL's text form of a tsvector (`'ordin':3A 'portabl':4A,9B`). Positions without
 * a weight letter are weight D; a lexeme with no positions counts once, in no name.
 */
export function parseTsvector(text: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  for (const [, quoted = '', positions] of text.matchAll(entry)) {
    const marks = positions ? positions.split(',') : [];
    lexemes.push({
      lexeme: quoted.replaceAll("''", "'"),
      inName: marks.some((mark) => mark.endsWith('A')),
      occurrences: Math.max(1, marks.length),
      weight: marks.length > 0 ? marks.reduce((sum, mark) => sum + weightOf(mark), 0) : WEIGHTS.D!,
      nameAt: marks.filter((mark) => mark.endsWith('A')).reduce((first, mark) => Math.min(first || Infinity, Number.parseInt(mark, 10)), 0),
    });
  }
  return lexemes;
}

/** A piece of a translated sentence: its text, or a `<name>…</name>` pair around more pieces. */
export type RichPiece = string | { name: string; children: RichPiece[] };

const TAG = /<(\/?)([A-Za-z][\w-]*)>/g;

/**
 * Splits a sentence at its `<name>…</name>` pairs (nested pairs allowed). Nothing else is markup: a `<` that opens no
 * pair, an unclosed or a stray closing tag stays text, and the text is never read as HTML.
 */
export function parseRichText(message: string): RichPiece[] {
  const root: RichPiece[] = [];
  const open: { name: string; raw: string; children: RichPiece[] }[] = [];
  const into = () => open.at(-1)?.children ?? root;
  const pushText = (text: string) => {
    if (!text) return;
    const pieces = into();
    const last = pieces.at(-1);
    if (typeof last === 'string') pieces[pieces.length - 1] = last + text;
    else pieces.push(text);
  };
  let from = 0;
  for (const match of message.matchAll(TAG)) {
    const [raw, closing, name = ''] = match;
    pushText(message.slice(from, match.index));
    from = match.index + raw.length;
    if (!closing) open.push({ name, raw, children: [] });
    else if (open.at(-1)?.name === name) {
      const { children } = open.pop()!;
      into().push({ name, children });
    } else pushText(raw);
  }
  pushText(message.slice(from));
  // A tag never closed was text after all: its own characters, then what followed it.
  while (open.length) {
    const { raw, children } = open.pop()!;
    pushText(raw);
    for (const piece of children)
      if (typeof piece === 'string') pushText(piece);
      else into().push(piece);
  }
  return root;
}

/** The tag names a sentence uses, sorted: every translation of it must use the same. */
export function richTagNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (pieces: RichPiece[]) => {
    for (const piece of pieces)
      if (typeof piece !== 'string') {
        names.add(piece.name);
        visit(piece.children);
      }
  };
  visit(parseRichText(message));
  return [...names].sort();
}

/** The words a member reads in a sentence with tags (what `rich` shows, without its elements). */
export function richPlainText(message: string): string {
  const text = (pieces: RichPiece[]): string =>
    pieces.map((piece) => (typeof piece === 'string' ? piece : text(piece.children))).join('');
  return text(parseRichText(message));
}

import { Fragment, type ReactNode } from 'react';
import { parseRichText, type RichPiece } from './rich-tags';

/** What each tag of a sentence becomes: `{ link: (text) => <Link to="/contact">{text}</Link> }`. */
export type RichTags = Record<string, (children: ReactNode) => ReactNode>;

/**
 * A translated sentence with elements inside it, placed where each language's word order puts them: the catalogue
 * says `"Write to <mail>{email}</mail> or use the <link>contact form</link>."` and
 * `rich(t('help.visitor', { email }), { mail: (text) => <a href=…>{text}</a>, link: (text) => <Link …>{text}</Link> })`.
 * Only the names in `tags` become elements; any other pair shows its text plain. Text stays text (React escapes it).
 */
export function rich(message: string, tags: RichTags): ReactNode {
  const render = (pieces: RichPiece[]): ReactNode[] =>
    pieces.map((piece, index) => {
      if (typeof piece === 'string') return piece;
      const children = render(piece.children);
      const tag = Object.hasOwn(tags, piece.name) ? tags[piece.name] : undefined;
      return (
        <Fragment key={index}>
          {tag ? tag(children.length === 1 ? children[0] : children) : children}
        </Fragment>
      );
    });
  return <>{render(parseRichText(message))}</>;
}

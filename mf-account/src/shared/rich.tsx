import { Fragment, type ReactNode } from 'react';

/** Stands for the node inside a translated sentence, so each language puts the link where its word order wants it. */
const MARK = '\u2063';

/**
 * A sentence with one element inside it (a link): `message(mark)` is the translated text with `mark` where the
 * element goes, e.g. `(mark) => t('explore.panel.gunaPremium', { premium: mark })`.
 */
export function withNode(message: (mark: string) => string, node: ReactNode): ReactNode {
  const [before = '', ...rest] = message(MARK).split(MARK);
  return (
    <Fragment>
      {before}
      {node}
      {rest.join('')}
    </Fragment>
  );
}

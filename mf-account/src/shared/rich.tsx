import { Fragment, type ReactNode } from 'react';

/** Stands for an element inside a translated sentence, so each language puts it where its word order wants it. */
const MARK = '\u2063';
const markOf = (index: number) => `${MARK}${index}${MARK}`;

/**
 * A sentence with elements inside it (links): `message(marks)` is the translated text with `marks[name]` where the
 * element `nodes[name]` goes, e.g. `(marks) => t('dashboard.recommendations.loosen', marks)`.
 */
export function withNodes<Name extends string>(
  message: (marks: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>
): ReactNode {
  const names = Object.keys(nodes) as Name[];
  const marks = Object.fromEntries(names.map((name, index) => [name, markOf(index)])) as Record<Name, string>;
  const parts = message(marks).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return (
    <Fragment>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={index}>{nodes[names[Number(part)]!]}</Fragment>
      )}
    </Fragment>
  );
}

/** One element inside a sentence: `(mark) => t('explore.panel.gunaPremium', { premium: mark })`. */
export function withNode(message: (mark: string) => string, node: ReactNode): ReactNode {
  return withNodes<'node'>((marks) => message(marks.node), { node });
}

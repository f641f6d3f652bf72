import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with inline markup: `<link>Contact</link>` in the message becomes `tags.link('Contact')`,
 * so a link or emphasis can sit wherever the language puts it. Tags are not nested; unknown tags stay as text.
 */
export function rich(message: string, tags: Record<string, (children: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, name = '', inner = ''] = match;
    const render = tags[name];
    if (!render) continue;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(<Fragment key={parts.length}>{render(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return <>{parts}</>;
}

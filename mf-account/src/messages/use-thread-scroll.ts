// Where an open thread is scrolled: at the newest message as messages arrive, still when older ones are added above,
// and older ones loaded when the member scrolls up to the top.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Thread } from './use-thread';

/** Keeps the newest message in view as messages arrive (unless the member scrolled up to read), and the view still when older ones are added above. */
export function useScrollKeeper(thread: Thread) {
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = useRef<string | undefined>(undefined);
  const heightBefore = useRef(0);
  const newest = thread.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    const first = thread.messages[0]?.id;
    if (firstId.current !== undefined && first !== firstId.current && heightBefore.current > 0)
      box.scrollTop += box.scrollHeight - heightBefore.current;
    else if (atBottom.current) box.scrollTop = box.scrollHeight;
    firstId.current = first;
    heightBefore.current = box.scrollHeight;
  }, [thread.messages, newest, thread.outgoing.length]);
  const onScroll = () => {
    const box = log.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
  };
  return { log, onScroll };
}

/** Loads older messages when the top of the thread scrolls into view (the button does the same without scrolling). */
export function useOlderOnScrollUp(thread: Thread, root: RefObject<HTMLDivElement | null>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasOlder, loadingOlder, loadOlder } = thread;
  const loaded = thread.messages.length > 0;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || !loaded || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingOlder) void loadOlder();
      },
      { root: root.current }
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder, loaded, root]);
  return sentinel;
}

// The composer's unsent text, kept per conversation while the tab lives: leaving a thread and coming back, or a
// reload, keeps what was typed. sessionStorage rather than localStorage, so words typed on a shared phone or
// laptop do not outlive the tab.
import { useCallback, useState } from 'react';

const keyOf = (conversationId: string) => `message-draft:${conversationId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage switched off by the browser: the draft lives only as long as the page.
    return undefined;
  }
}

export function readDraft(conversationId: string): string {
  return storage()?.getItem(keyOf(conversationId)) ?? '';
}

export function writeDraft(conversationId: string, text: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (text) store.setItem(keyOf(conversationId), text);
    else store.removeItem(keyOf(conversationId));
  } catch {
    // A full storage keeps the text in the page only.
  }
}

/** The draft of one conversation, and a setter that stores it as it changes. */
export function useDraft(conversationId: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readDraft(conversationId));
  const [shownFor, setShownFor] = useState(conversationId);
  if (shownFor !== conversationId) {
    setShownFor(conversationId);
    setText(readDraft(conversationId));
  }
  const change = useCallback(
    (next: string) => {
      setText(next);
      writeDraft(conversationId, next);
    },
    [conversationId]
  );
  return [text, change];
}

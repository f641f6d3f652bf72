import { useEffect, useState } from 'react';
import { requestBlob } from './api-client';

/** Object URLs for bearer-protected images (an <img> cannot send the token); released on unmount. */
export function useAuthorizedUrls(sources: readonly string[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = sources.join('|');
  useEffect(() => {
    const aborted = new AbortController();
    const made: string[] = [];
    for (const src of sources) {
      requestBlob(src, aborted.signal)
        .then((blob) => {
          if (aborted.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((current) => ({ ...current, [src]: url }));
        })
        .catch(() => undefined); // the tile keeps its grey background and the alt text stays readable
    }
    return () => {
      aborted.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
    // `key` stands for the list's contents (a new array with the same sources must not refetch).
  }, [key]);
  return urls;
}

import { useEffect, useState } from 'react';
import { getAccessToken } from '@matrimony/session';

/** Object URLs for bearer-protected images (an <img> cannot send the token); released on unmount. */
export function useAuthorizedUrls(sources: readonly string[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = sources.join('|');
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    const token = getAccessToken();
    for (const src of sources) {
      fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {} })
        .then((response) => (response.ok ? response.blob() : undefined))
        .then((blob) => {
          if (cancelled || !blob) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((current) => ({ ...current, [src]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
    // `key` stands for the list's contents (a new array with the same sources must not refetch).
  }, [key]);
  return urls;
}

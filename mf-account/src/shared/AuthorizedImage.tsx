import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { getAccessToken } from '@matrimony/session';

/**
 * svc-profile serves images only to a bearer (an <img> cannot send one), so the image is fetched
 * with the token and shown from an object URL, released when the image leaves the page.
 */
export function AuthorizedImage({ src, alt, ...img }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    const token = getAccessToken();
    fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (cancelled || !blob) return;
        url = URL.createObjectURL(blob);
        setObjectUrl(url);
      })
      .catch(() => undefined); // the tile keeps its grey background and the alt text stays readable
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  return objectUrl ? <img src={objectUrl} alt={alt} {...img} /> : <span role="img" aria-label={alt} />;
}

import { type ImgHTMLAttributes } from 'react';
import { useAuthorizedUrls } from './use-authorized-urls';

/**
 * svc-profile serves images only to a bearer (an <img> cannot send one), so the image is fetched
 * with the token and shown from an object URL, released when the image leaves the page.
 */
export function AuthorizedImage({
  src,
  alt,
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const objectUrl = useAuthorizedUrls([src])[src];
  return objectUrl ? <img src={objectUrl} alt={alt} {...img} /> : <span role="img" aria-label={alt} />;
}

export { useAuthorizedUrls };

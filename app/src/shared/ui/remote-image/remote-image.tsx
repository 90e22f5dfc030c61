import { useState } from 'react';
import { safeHttpUrl } from '../../format/url';
import styles from './remote-image.module.css';

interface Props {
  /** Image URL from the server; used only when http(s). */
  src: string;
  /** Text alternative; also what the fallback box says when the image cannot be shown. */
  alt: string;
  className?: string;
  /** Short text the fallback shows instead of `alt` (a small logo box). */
  fallbackText?: string;
}

/**
 * A server image with a text alternative and a visible fallback: a URL that is not http(s), an
 * empty one or an image that fails to load shows a bordered box with the text instead, so a
 * missing barcode or logo is seen rather than silently blank.
 */
export function RemoteImage({ src, alt, className, fallbackText }: Props) {
  const url = safeHttpUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (!url || failedUrl === url) {
    return (
      // An empty alt is a decorative image: its fallback is decorative too (a nameless img role fails axe).
      <span
        className={`${classes} ${styles.fallback}`}
        {...(alt.trim() ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-image-fallback=""
      >
        <span aria-hidden="true">{fallbackText ?? alt}</span>
      </span>
    );
  }
  return <img className={classes} src={url} alt={alt} onError={() => setFailedUrl(url)} />;
}

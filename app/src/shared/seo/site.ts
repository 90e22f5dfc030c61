/**
 * The public site's origin, for the links that must be absolute: canonical, Open Graph,
 * sitemap.xml and robots.txt. Set at build time (`VITE_SITE_ORIGIN=https://www.example.com
 * npm run build`), so the prerendered files and the scripts say the same; the default is the
 * local server of `scripts/run.sh`, which is what Lighthouse and the end-to-end tests load.
 */
export const SITE_ORIGIN = (import.meta.env.VITE_SITE_ORIGIN || 'http://127.0.0.1:8080').replace(/\/+$/, '');

/** The absolute URL of a path of the site. */
export function siteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}

/** Build-time settings (Vite exposes `VITE_*` variables of the build's environment). */
interface ImportMetaEnv {
  /** The public site's origin, e.g. `https://www.example.com` (see shared/config/site.ts). */
  readonly VITE_SITE_ORIGIN?: string;
}

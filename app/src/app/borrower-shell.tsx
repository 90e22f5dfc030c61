interface Props {
  /** The product's name (config.json `appName`): the same in every language. */
  appName: string;
}

/**
 * What a borrower page paints before any script has run (prerendered into the fallback page by
 * app/scripts/prerender.mjs): the product band and the skeleton of a screen, no words of any
 * language. The first render replaces it. Hidden from assistive technology: it says nothing.
 */
export function BorrowerShell({ appName }: Props) {
  return (
    <div className="shell" aria-hidden="true">
      <div className="shell-band">
        <span className="shell-mark" />
        {appName}
      </div>
      <div className="shell-title" />
      <div className="shell-card">
        <div className="shell-line" />
        <div className="shell-line shell-line-short" />
        <div className="shell-line" />
      </div>
      <div className="shell-card">
        <div className="shell-line" />
        <div className="shell-line shell-line-short" />
      </div>
    </div>
  );
}

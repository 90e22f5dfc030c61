// The public pages come prerendered (app/scripts/prerender.mjs): their HTML is the page, and
// the entry only hydrates it. Loaded after the first paint, the scripts no longer race it: on a
// slow start their download held the largest paint back (Lighthouse LCP 1.7-1.9 s on the long
// pages against 1.1 s on the short ones). A file of the site, not an inline script: the CSP
// allows scripts from this origin only.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame after the first paint.
  requestAnimationFrame(() => setTimeout(load, 0));
})();

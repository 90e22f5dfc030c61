// The QA page's script (a file, not inline: the pages run under a strict CSP). The search box
// hides the cards that do not contain every word typed; the buttons switch between the
// view by screen and the view by scenario.
const search = document.getElementById('qa-search');
const cards = () => Array.from(document.querySelectorAll('[data-search]'));

function filter() {
  const words = (search?.value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  for (const card of cards()) {
    const text = card.getAttribute('data-search') ?? '';
    card.classList.toggle('hidden', !words.every((w) => text.includes(w)));
  }
  for (const group of document.querySelectorAll('[data-group]')) {
    const visible = group.querySelectorAll('[data-search]:not(.hidden)').length > 0;
    group.classList.toggle('hidden', !visible);
  }
}

search?.addEventListener('input', filter);

for (const button of document.querySelectorAll('[data-view]')) {
  button.addEventListener('click', () => {
    const view = button.getAttribute('data-view');
    for (const b of document.querySelectorAll('[data-view]')) {
      b.setAttribute('aria-pressed', String(b === button));
    }
    for (const panel of document.querySelectorAll('[data-panel]')) {
      panel.classList.toggle('hidden', panel.getAttribute('data-panel') !== view);
    }
    if (location.hash !== `#${view}`) history.replaceState(null, '', `#${view}`);
  });
}

if (location.hash === '#by-scenario') {
  document.querySelector('[data-view="by-scenario"]')?.dispatchEvent(new Event('click'));
}
filter();

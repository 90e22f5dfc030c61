// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { watchLiveRegions } from './live-regions';

/** Lets the MutationObserver deliver what happened since the last call. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a live region that speaks by itself', () => {
  it('fails when it says something new twice within a second, nothing pressed between', async () => {
    document.body.innerHTML = '<button>Enviar</button><p role="status"><span>Reenviar en 60 s</span></p>';
    const watch = watchLiveRegions(document.body);
    const text = document.querySelector('span')?.firstChild;
    if (!text) throw new Error('no text');
    text.textContent = 'Reenviar en 59 s';
    await settled();
    text.textContent = 'Reenviar en 58 s';
    await settled();
    expect(watch.stop()).toEqual([
      expect.stringMatching(
        /^a live region spoke twice within a second with nothing pressed between \("Reenviar en 59 s", then \d+ ms later "Reenviar en 58 s"\).*<p role="status">$/,
      ),
    ]);
  });

  it('passes when the borrower pressed something between the two', async () => {
    document.body.innerHTML = '<button>Subir</button><div role="status" aria-live="polite" aria-atomic="false"></div>';
    const watch = watchLiveRegions(document.body);
    const region = document.querySelector('[role="status"]');
    region?.insertAdjacentHTML('beforeend', '<p>¡La carga se realizó correctamente!</p>');
    await settled();
    document.querySelector('button')?.click();
    region?.insertAdjacentHTML('beforeend', '<p>¡La carga se realizó correctamente!</p>');
    await settled();
    expect(watch.stop()).toEqual([]);
  });

  it('says nothing when it is put on the page with its text, or when its text goes', async () => {
    document.body.innerHTML = '<main></main>';
    const watch = watchLiveRegions(document.body);
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div role="status" aria-atomic="false"><p>Uno</p><p>Dos</p></div>');
    await settled();
    document.querySelector('[role="status"] p')?.remove();
    await settled();
    document.querySelector('[role="status"] p')?.remove();
    await settled();
    expect(watch.stop()).toEqual([]);
  });
});

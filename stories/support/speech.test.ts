// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './speech';

/** Puts `html` in the page and reads it. */
async function hear(html: string) {
  document.body.innerHTML = html;
  return listen(document.body);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what a screen reader says', () => {
  it('reads the page from the first item to the last, once', async () => {
    const heard = await hear('<main><h1>Pago total</h1><p>Pague antes del 7.</p><button>Pagar</button></main>');
    expect(heard.phrases).toEqual([
      'document',
      'main',
      'heading, Pago total, level 1',
      'paragraph',
      'Pague antes del 7.',
      'end of paragraph',
      'button, Pagar',
      'end of main',
      'end of document',
    ]);
    expect(heard.problems).toEqual([]);
  });

  it('reads a countdown without its digits, and leaves the toasts out', async () => {
    const heard = await hear(
      '<button data-ticking>Reenviar en 53 s</button><div role="status" aria-live="polite" aria-atomic="false"><p>Código enviado</p></div>',
    );
    expect(heard.phrases).toContain('button, Reenviar en # s');
    expect(heard.phrases.join('\n')).not.toContain('Código enviado');
  });

  it('reads only the open modal dialog, as aria-modal has it', async () => {
    const heard = await hear(
      '<main><h1>Detrás</h1></main><div role="dialog" aria-modal="true" aria-label="Califíquenos"><button>Cerrar</button></div>',
    );
    expect(heard.phrases.join('\n')).not.toContain('Detrás');
    expect(heard.phrases).toContain('button, Cerrar');
  });
});

describe('what nobody should hear', () => {
  it('a control without a name', async () => {
    const { problems } = await hear('<main><button><svg aria-hidden="true"></svg></button></main>');
    expect(problems).toEqual([expect.stringMatching(/^a button without a name: .*<button>$/)]);
  });

  it("a control named by its picture's file", async () => {
    const { problems } = await hear(
      '<a href="/x"><img src="/icons/ic_back.png" alt="ic_back"></a><button aria-label="close.svg">x</button>',
    );
    expect(problems).toEqual([
      expect.stringContaining('a link named by its picture\'s file ("ic_back")'),
      expect.stringContaining('an image named by its picture\'s file ("ic_back")'),
      expect.stringContaining('a button named by its picture\'s file ("close.svg")'),
    ]);
  });

  it('a picture read without a name, or repeating the text beside it', async () => {
    const { problems } = await hear(
      '<img src="/media/banner.png"><p><img src="/logo/oxxo.png" alt="OXXO"> OXXO</p><img src="/logo/bbva.png" alt="BBVA">',
    );
    expect(problems).toEqual([
      expect.stringContaining('an image read aloud without a name'),
      expect.stringContaining('a decorative image read aloud: its name "OXXO" repeats the text beside it'),
    ]);
  });

  it('a countdown inside a live region', async () => {
    const { problems } = await hear('<div role="status"><button data-ticking>Reenviar en 53 s</button></div>');
    expect(problems).toEqual([expect.stringContaining('a countdown inside a live region')]);
  });
});

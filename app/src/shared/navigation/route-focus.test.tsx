import { act, lazy, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { click, render, waitFor } from '../testing/render';
import { Modal } from '../ui/modal/modal';
import { Page } from '../ui/page/page';
import { focusScreenHeading } from './route-focus';
import { RouterFocus } from './router-focus';
import { useHistoryModal } from './use-history-modal';

/** A screen that opens its dialog with itself (the loan rating offered on load). */
function ScreenWithDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Page title="Screen C">
      <Modal open={open} title="Offered" onClose={() => setOpen(false)} />
    </Page>
  );
}

/** A screen in a chunk of its own that arrives when the test says. */
let arrive: () => void = () => undefined;
const LateScreen = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <Page title="Screen L" /> });
    }),
);

/** Screen A: a button that opens a dialog taking a history entry, whose own button leaves for B. */
function ScreenA() {
  const dialog = useHistoryModal(['d'] as const);
  return (
    <Page title="Screen A">
      <button type="button" onClick={() => dialog.show('d')}>
        open
      </button>
      <Modal open={dialog.open === 'd'} title="Dialog" onClose={dialog.close}>
        <button type="button" onClick={() => dialog.closeThen('/b')}>
          leave
        </button>
      </Modal>
    </Page>
  );
}

/** Hands the test the router's navigate. */
function Navigator({ take }: { take: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => take(navigate), [take, navigate]);
  return null;
}

/**
 * The app's router with its route rule over four screens: A, B, C and the late one; `go` is the
 * router's navigate (the phone's back is `go(-1)`).
 */
function mount(at = '/a') {
  let navigate: NavigateFunction | undefined;
  render(
    <MemoryRouter initialEntries={[at]}>
      <RouterFocus />
      <Navigator
        take={(given) => {
          navigate = given;
        }}
      />
      <Routes>
        <Route path="/a" element={<ScreenA />} />
        <Route path="/b" element={<Page title="Screen B" />} />
        <Route path="/c" element={<ScreenWithDialog />} />
        <Route path="/late" element={<LateScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  const go = (to: string | number, options?: { replace?: boolean }) =>
    act(() => {
      if (typeof to === 'number') void navigate?.(to);
      else void navigate?.(to, options);
    });
  return { go };
}

const focused = () => document.activeElement;
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const heading = (name: string) => [...document.querySelectorAll('h1')].find((h) => h.textContent === name);

describe('a move between screens is heard: the focus goes to the new heading', () => {
  it('not on the first load: the page load announces its title', () => {
    mount();
    expect(focused()).toBe(document.body);
  });

  it('on a move to another path, on a replacement, and back and forward', () => {
    const { go } = mount();
    go('/b');
    expect(focused()).toBe(heading('Screen B'));
    go(-1);
    expect(focused()).toBe(heading('Screen A'));
    go(1);
    expect(focused()).toBe(heading('Screen B'));
    go('/a', { replace: true });
    expect(focused()).toBe(heading('Screen A'));
  });

  it('on a new query of the same path (another order), not on a hash alone', () => {
    const { go } = mount('/b?orderId=1');
    go('/b?orderId=2');
    expect(focused()).toBe(heading('Screen B'));
    (focused() as HTMLElement).blur();
    go('/b?orderId=2#terms');
    expect(focused()).toBe(document.body);
  });

  it('the heading takes the focus as a non-control: tabindex -1, out of the Tab order', () => {
    const { go } = mount();
    go('/b');
    expect(heading('Screen B')?.getAttribute('tabindex')).toBe('-1');
  });

  it('a dialog opening or closing is no move: the dialog takes the focus and gives it back to its opener', () => {
    const { go } = mount();
    const opener = button('open');
    opener?.focus();
    click(opener);
    expect(focused()?.getAttribute('role')).toBe('dialog');
    go(-1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(focused()).toBe(opener);
    // Escape closes it the same way (back over its entry).
    click(opener);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(focused()).toBe(opener);
  });

  it("a dialog that leaves the page (closeThen): back over the dialog's entry is no move, the next screen is", () => {
    mount();
    click(button('open'));
    click(button('leave'));
    expect(focused()).toBe(heading('Screen B'));
  });

  it('a dialog that opens with the new screen keeps the focus it took', () => {
    const { go } = mount();
    go('/c');
    expect(focused()?.getAttribute('role')).toBe('dialog');
  });

  it('a screen whose chunk is still on its way: its heading takes the focus when it is shown', async () => {
    const { go } = mount();
    go('/late');
    act(() => arrive());
    await waitFor(() => expect(focused()).toBe(heading('Screen L')));
  });
});

describe('focusScreenHeading', () => {
  it('skips a screen kept mounted but hidden, and waits for the shown one', async () => {
    document.body.innerHTML = '<div hidden><main><h1 tabindex="-1">Kept form</h1></main></div><div id="slot"></div>';
    const stop = focusScreenHeading(document);
    expect(focused()).toBe(document.body);
    document.getElementById('slot')?.insertAdjacentHTML('beforeend', '<main><h1 tabindex="-1">Agreement</h1></main>');
    await waitFor(() => expect(focused()?.textContent).toBe('Agreement'));
    stop();
  });

  it('stops waiting when told (the next move came first)', async () => {
    document.body.innerHTML = '<div id="slot"></div>';
    const stop = focusScreenHeading(document);
    stop();
    document.getElementById('slot')?.insertAdjacentHTML('beforeend', '<main><h1 tabindex="-1">Too late</h1></main>');
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull());
    expect(focused()).toBe(document.body);
  });
});

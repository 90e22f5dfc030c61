import { describe, expect, it, vi } from 'vitest';
import { AWAY_BEFORE_CHECK_MS, watchComingBack, type PageClock } from './coming-back';

/** A page whose visibility and clock the test moves. */
function page() {
  const win = new EventTarget() as EventTarget &
    PageClock['win'] & { document: EventTarget & { visibilityState: DocumentVisibilityState } };
  win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  let time = 1_000_000;
  const clock: PageClock = { win, now: () => time };
  const hide = () => {
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    win.document.visibilityState = 'visible';
    win.document.dispatchEvent(new Event('visibilitychange'));
  };
  const wait = (ms: number) => {
    time += ms;
  };
  const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) => win.dispatchEvent(Object.assign(new Event(type), { persisted }));
  return { clock, hide, show, wait, pageEvent };
}

describe('coming back (docs/decisions.md "Fresh data")', () => {
  it('checks after 30 s or more in the background, by the clock, not by timers', () => {
    const { clock, hide, show, wait } = page();
    const onBack = vi.fn();
    watchComingBack(clock, onBack);
    hide();
    wait(AWAY_BEFORE_CHECK_MS);
    show();
    expect(onBack).toHaveBeenCalledTimes(1);
    hide();
    wait(35 * 60_000);
    show();
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('a shorter absence (a glance at a notification) checks nothing', () => {
    const { clock, hide, show, wait } = page();
    const onBack = vi.fn();
    watchComingBack(clock, onBack);
    hide();
    wait(AWAY_BEFORE_CHECK_MS - 1);
    show();
    expect(onBack).not.toHaveBeenCalled();
    // Visible again with no absence before it: nothing either.
    show();
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a page restored from the back-forward cache counts its time away from pagehide', () => {
    const { clock, wait, pageEvent } = page();
    const onBack = vi.fn();
    watchComingBack(clock, onBack);
    pageEvent('pagehide', true);
    wait(AWAY_BEFORE_CHECK_MS + 5_000);
    pageEvent('pageshow', true);
    expect(onBack).toHaveBeenCalledTimes(1);
    // A first pageshow (not from the cache) is no return.
    pageEvent('pageshow', false);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('a restored page still hidden comes back when it is shown', () => {
    const { clock, hide, show, wait, pageEvent } = page();
    const onBack = vi.fn();
    watchComingBack(clock, onBack);
    hide();
    pageEvent('pagehide', true);
    wait(AWAY_BEFORE_CHECK_MS);
    pageEvent('pageshow', true);
    expect(onBack).not.toHaveBeenCalled();
    show();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('the hidden page and its pagehide are one absence, counted from the first', () => {
    const { clock, hide, show, wait, pageEvent } = page();
    const onBack = vi.fn();
    watchComingBack(clock, onBack);
    hide();
    wait(20_000);
    pageEvent('pagehide', true);
    wait(15_000);
    pageEvent('pageshow', true);
    show();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stops when unsubscribed', () => {
    const { clock, hide, show, wait } = page();
    const onBack = vi.fn();
    const stop = watchComingBack(clock, onBack);
    stop();
    hide();
    wait(AWAY_BEFORE_CHECK_MS * 2);
    show();
    expect(onBack).not.toHaveBeenCalled();
  });
});

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '../../i18n/common-messages';
import { messagesOf } from '../../i18n/messages';
import { click, render, settle } from '../../testing/render';
import { SmsCountdownButton } from './sms-countdown-button';

const t = messagesOf(commonMessages, 'es');
const label = t('ui.sendCode');
const countingLabel = (seconds: number) => t('ui.resendIn', { seconds });

describe('SMS countdown button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s, one tick a second, after a successful send, then resets', async () => {
    const onSend = vi.fn(() => true);
    const onBlocked = vi.fn();
    const view = render(<SmsCountdownButton onSend={onSend} onBlocked={onBlocked} label={label} countingLabel={countingLabel} />);
    const button = view.container.querySelector('button');
    expect(button?.textContent).toBe('Enviar código');
    click(button);
    await act(async () => {
      await Promise.resolve();
    });
    expect(button?.textContent).toBe('Reenviar en 60 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(button?.textContent).toBe('Reenviar en 59 s');
    click(button);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(59_000));
    expect(button?.textContent).toBe('Enviar código');
    view.unmount();
  });

  it('counts from its deadline: 30 s with the page paused, and it shows 30 s left once the page is back', async () => {
    const view = render(<SmsCountdownButton onSend={() => true} label={label} countingLabel={countingLabel} />);
    const button = view.container.querySelector('button');
    click(button);
    await act(async () => {
      await Promise.resolve();
    });
    expect(button?.textContent).toBe('Reenviar en 60 s');
    // The app in the background with its timers paused: the clock moves, no tick runs.
    vi.setSystemTime(Date.now() + 30_000);
    expect(button?.textContent).toBe('Reenviar en 60 s');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(button?.textContent).toBe('Reenviar en 30 s');
    // Away past its end: over at once.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(button?.textContent).toBe('Enviar código');
    view.unmount();
  });

  it('does not count down when the send failed', async () => {
    vi.useRealTimers();
    const view = render(<SmsCountdownButton onSend={async () => false} label={label} countingLabel={countingLabel} />);
    click(view.container.querySelector('button'));
    await settle();
    expect(view.container.querySelector('button')?.textContent).toBe('Enviar código');
    view.unmount();
  });
});

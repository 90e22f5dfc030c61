import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../feedback/feedback-store';
import { click, render, settle } from '../../testing/render';
import { CopyButton } from './copy-button';

describe('copy to clipboard', () => {
  beforeEach(() => resetFeedback());
  it('puts the text on the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const view = render(<CopyButton text="VC-998877" label="Copiar el código" />);
    click(view.container.querySelector('button[aria-label="Copiar el código"]'));
    await settle();
    expect(writeText).toHaveBeenCalledWith('VC-998877');
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual(['Copiado']);
    view.unmount();
  });
});

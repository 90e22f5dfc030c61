/**
 * Play-function pieces the three repayment stories share: the expected amount text, a probe that
 * shows where the router went, and the channel rules (copy, barcode, drag, tap) checked against
 * the scenario's snapshot.
 */
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../app/src/shared/format/money';
import { groupThousands } from '../../app/src/shared/format/number';
import { currencySymbol, type Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { loanOrderMessages } from '../../app/src/features/loan-order/loan-order-messages';

/** An amount in minor units as the repayment pages must show it (the money helper's output). */
export function expectedAmount(minor: number, language: Language): string {
  return `${currencySymbol(language)}${String(groupThousands(formatMoney(minor)))}`;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location-probe" hidden>
      {`${location.pathname}${location.search}`}
    </p>
  );
}

/** Shows (hidden) the router's location after the story, so a play function sees a navigation. */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

export function probedLocation(canvasElement: HTMLElement): URL {
  const text = canvasElement.querySelector('[data-testid="location-probe"]')?.textContent ?? '';
  return new URL(text, 'http://story.test/');
}

export interface SnapshotChannel {
  logo: string;
  desc: string;
  payCode: string;
  vCode: string;
  BARcodeImg: string;
}

export function channelsOf(data: Record<string, unknown>): SnapshotChannel[] {
  const groups = data.repayList as { title: string; channels: SnapshotChannel[] }[];
  return groups.flatMap((group) => group.channels);
}

type Step = (label: string, play: () => Promise<void>) => Promise<void> | void;

/** Copy a voucher, open and close its barcode, drag the floating button then tap it (→ /Dag). */
export async function playChannelControls(
  canvasElement: HTMLElement,
  step: Step,
  language: Language,
  channel: SnapshotChannel,
): Promise<void> {
  const body = within(canvasElement.ownerDocument.body);
  const canvas = within(canvasElement);
  const before = probedLocation(canvasElement).pathname;
  await step('copy the voucher: copied, and no navigation', async () => {
    const copyName = language === 'en' ? `Copy the payment code ${channel.vCode}` : `Copiar el código de pago ${channel.vCode}`;
    await userEvent.click(canvas.getByRole('button', { name: copyName }));
    await expect(await body.findByText(messagesOf(commonMessages, language)('common.copied'))).toBeVisible();
    await expect(await navigator.clipboard.readText()).toBe(channel.vCode);
    await expect(probedLocation(canvasElement).pathname).toBe(before);
  });
  await step('open the barcode: the image and the scan prompt; close it', async () => {
    const barcodeName = language === 'en' ? `Show the barcode of ${channel.vCode}` : `Ver el código de barras de ${channel.vCode}`;
    await userEvent.click(canvas.getByRole('button', { name: barcodeName }));
    const dialog = await body.findByRole('dialog', { name: messagesOf(commonMessages, language)('ui.scanToPay') });
    const image = within(dialog).getByRole('img', { name: messagesOf(commonMessages, language)('ui.barcodeAlt', { code: channel.vCode }) });
    await expect(image.getAttribute('src')).toContain(channel.BARcodeImg);
    // (Storybook has no server for /__mock/media: the e2e test checks that the image loads.)
    await expect(probedLocation(canvasElement).pathname).toBe(before);
    await userEvent.click(within(dialog).getByRole('button', { name: messagesOf(commonMessages, language)('common.close') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  });
  await step('drag the customer-service button: it moves, stays on screen, does not navigate', async () => {
    const button = canvas.getByRole('button', { name: messagesOf(commonMessages, language)('ui.customerService') });
    const start = button.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientX: start.x + 20, clientY: start.y + 20 } },
      { target: button, coords: { clientX: start.x - 80, clientY: start.y - 5000 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: start.x - 80, clientY: start.y - 5000 } },
    ]);
    const moved = button.getBoundingClientRect();
    await expect(moved.y).toBeGreaterThanOrEqual(0);
    await expect(moved.y).toBeLessThan(start.y - 100);
    await expect(probedLocation(canvasElement).pathname).toBe(before);
    await userEvent.click(button);
    await waitFor(() => expect(probedLocation(canvasElement).pathname).toBe('/Dag'));
  });
}

/**
 * A repaid order on a repayment screen (docs/decisions.md "Fresh data"): it says the loan is
 * paid, shows no amount, and its button goes back to loan details.
 */
export async function playRepaid(canvasElement: HTMLElement, language: Language): Promise<void> {
  const canvas = within(canvasElement);
  const m = loanOrderMessages[language];
  const heading = await canvas.findByRole('heading', { level: 2, name: m.paidTitle });
  await expect(heading).toBeVisible();
  // A status: a borrower who comes back to the screen hears that it changed.
  const status = heading.closest('[role="status"]') as HTMLElement;
  await expect(status).not.toBeNull();
  await expect(canvas.queryByTestId('repay-amount')).toBeNull();
  await expect(canvas.queryByTestId('instruction-amount')).toBeNull();
  await userEvent.click(within(status).getByRole('button', { name: m.paidBack }));
  await waitFor(() => expect(probedLocation(canvasElement).pathname).toBe('/loan-detail'));
}

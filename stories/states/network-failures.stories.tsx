import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoanConfirmScreen from '../../app/src/screens/loan-confirm/loan-confirm-screen';
import { loanConfirmMessages } from '../../app/src/screens/loan-confirm/loan-confirm-messages';
import LoanDetailScreen from '../../app/src/screens/loan-detail/loan-detail-screen';
import { SLOW_AFTER_MS } from '../../app/src/shared/ui/screen-state/data-loading';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { interpolate, messagesOf } from '../../app/src/shared/i18n/messages';
import RepaymentInstructionScreen from '../../app/src/screens/repayment-instruction/repayment-instruction-screen';
import { parseInstructionQuery } from '../../app/src/screens/repayment-instruction/instruction-query';
import { instructionTexts } from '../../app/src/screens/repayment-instruction/repayment-instruction-texts';
import { formatDate } from '../../app/src/shared/format/date';
import { keepVoucher } from '../../app/src/shared/offline/kept-voucher';
import { DEFAULT_LAUNCH, launchSearch, readLanguage, type AppParameters } from '../.storybook/app-parameters';
import { snapshotData } from '../support/snapshot-data';
import { holdTimeouts, type HeldTimeouts } from '../support/held-timeouts';
import { recordRequests, requestsTo } from '../support/request-log';
import { probeLocation, WithRouterProbe } from '../support/router-probe';
import { inLanguage } from '../support/story-language';

/**
 * The states a bad mobile network brings (docs/decisions.md "Network failures"), on the screens
 * that show them, in the toolbar's language: a write whose answer did not arrive, and a data
 * screen whose call is slow. Not in the gallery (their look is the screen's plus one line).
 */
const meta = {
  title: 'States/Network failures',
  beforeEach: ({ msw }) => recordRequests(msw),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PUSH = '/throughout/v3/loan-confirm/loan-detail-push';
const DETAILS = '/throughout/v3/loan-details/loan-details';

/**
 * Loan confirm: the submit's answer is lost (the fetch fails). The screen says the answer did
 * not arrive and the button becomes "Try again"; the retry carries the same Idempotency-Key,
 * gets the answer and goes to the loan's details.
 */
export const AnswerDidNotArrive: Story = {
  parameters: { route: { path: '/loan-confirm' }, scenario: 'default' } satisfies AppParameters,
  render: () => <WithRouterProbe path="/loan-confirm" screen={<LoanConfirmScreen />} />,
  beforeEach: ({ msw }) => {
    let first = true;
    msw.use(
      http.post(`*${PUSH}`, () => {
        if (!first) return undefined;
        first = false;
        return HttpResponse.error();
      }),
    );
  },
  play: inLanguage((language) => async ({ canvasElement }) => {
    const m = loanConfirmMessages[language];
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.answerLost);
    await userEvent.click(canvas.getByRole('button', { name: m.tryAgain }));
    await waitFor(() => expect(probeLocation(canvasElement)?.url.pathname).toBe('/loan-detail'));
    const [lost, retry] = requestsTo(PUSH);
    await expect(lost?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    await expect(retry?.headers.get('Idempotency-Key')).toBe(lost?.headers.get('Idempotency-Key'));
  }),
};

/**
 * Loan details whose call has not answered after 5 s: the loading state says the connection is
 * slow and it is still trying (the 5 s on a held clock, so the story does not wait them).
 */
let slowClock: HeldTimeouts | null = null;

export const SlowConnection: Story = {
  parameters: { route: { path: '/loan-detail' }, scenario: 'default' } satisfies AppParameters,
  render: () => <WithRouterProbe path="/loan-detail" screen={<LoanDetailScreen />} />,
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${DETAILS}`, () => delay('infinite')));
    slowClock = holdTimeouts(SLOW_AFTER_MS);
    return () => {
      slowClock?.restore();
      slowClock = null;
    };
  },
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = messagesOf(commonMessages, language);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.loading'))).toBeVisible();
    await expect(canvas.queryByText(t('common.slow'))).toBeNull();
    const clock = slowClock;
    if (!clock) throw new Error('the held clock is not installed');
    await waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance();
    await expect(await canvas.findByText(t('common.slow'))).toBeVisible();
  }),
};

const VCODE = '/throughout/v3/loan-details/generate-vcode';
/** The link a channel of /repay opens (as the screen's own stories open it). */
const CARPMM = { path: '/carpmm', query: { requestType: '1', amount: '345000', payCode: 'OXXO', productId: '3', orderId: '10482' } };
/** When the kept instruction was fetched: today (a kept copy lives for the phone's day), at 08:15. */
const keptAt = () => new Date(new Date().setHours(8, 15, 0, 0)).getTime();

/**
 * The repayment instruction at a store's counter with no network: generate-vcode cannot be
 * reached, so the screen shows the instruction it kept on the phone earlier today (the default
 * scenario's answer, kept here as the screen keeps it), with when it was fetched, that the code
 * may have expired, and a retry (docs/serving.md "The service worker").
 */
export const KeptInstructionOffline: Story = {
  parameters: { route: CARPMM, scenario: 'default' } satisfies AppParameters,
  render: () => <RepaymentInstructionScreen />,
  beforeEach: async ({ msw, globals }) => {
    const language = readLanguage(globals);
    const page = new URLSearchParams(launchSearch(CARPMM, language));
    const parsed = parseInstructionQuery(page, {
      productId: page.get('productId') ?? undefined,
      orderId: page.get('orderId') ?? undefined,
    });
    if (!parsed.ok) throw new Error("the story's link is not a good one");
    const data = snapshotData('default', 'generate-vcode', language);
    await keepVoucher(DEFAULT_LAUNCH.sessionId ?? '', JSON.stringify(parsed.form), data, [], keptAt());
    msw.use(http.post(`*${VCODE}`, () => HttpResponse.error()));
    return async () => {
      for (const name of await caches.keys()) if (name.startsWith('voucher-')) await caches.delete(name);
    };
  },
  play: inLanguage((language) => async ({ canvasElement }) => {
    const texts = instructionTexts[language];
    const canvas = within(canvasElement);
    const detail = (snapshotData('default', 'generate-vcode', language) as { repayDetail: { vCode: string } }).repayDetail;
    const kept = await canvas.findByTestId('instruction-kept');
    await expect(within(kept).getByRole('heading', { level: 2, name: texts.keptTitle })).toBeVisible();
    await expect(kept).toHaveTextContent(interpolate(texts.keptNote, { time: formatDate(keptAt(), true) }));
    await expect(canvas.getByTestId('instruction-voucher')).toHaveTextContent(detail.vCode);
    await expect(canvas.getByRole('img', { name: interpolate(texts.codeImage, { code: detail.vCode }) })).toBeVisible();
    // The retry asks again; still no network, so the kept copy stays, said as such.
    await userEvent.click(within(kept).getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') }));
    await waitFor(() => expect(requestsTo(VCODE)).toHaveLength(2));
    await expect(await canvas.findByTestId('instruction-kept')).toBeVisible();
  }),
};

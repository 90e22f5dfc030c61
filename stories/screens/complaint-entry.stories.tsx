import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ComplaintEntryScreen from '../../app/src/screens/complaint-entry/complaint-entry-screen';
import { complaintMessages, type ComplaintMessageKey } from '../../app/src/features/complaint/complaint-messages';
import { COMPLAINT_ORDER_STORAGE_KEY } from '../../app/src/features/complaint/complaint-storage';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { snapshotData } from '../support/snapshot-data';
import { escapeRegExp } from '../support/text';
import { playErrorWithRetry } from '../support/error-state-play';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

interface Order {
  orderNo: string;
  productName: string;
  isShow: number;
}
interface Init {
  problemType: { title: string; value: number }[];
  problemSonType: { title: string; value: number }[];
  orderDetail: Order;
  orderList: Order[];
}

const meta = {
  title: 'Screens/Complaint entry',
  component: ComplaintEntryScreen,
  // problem-init's orderId is a number: the launch orderId of QA's links (/__mock).
  parameters: { route: { path: '/complaint', query: { orderId: '10482' } } } satisfies AppParameters,
  beforeEach: () => {
    localStorage.removeItem(COMPLAINT_ORDER_STORAGE_KEY);
  },
} satisfies Meta<typeof ComplaintEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const init = (scenario: string, language: Language) => snapshotData(scenario, 'problem-init', language) as unknown as Init;
const text = (language: Language) => (key: ComplaintMessageKey) => messagesOf(complaintMessages, language)(key);
const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The shortcut, the order card of the snapshot and the three types; type 1 opens its sub-types. */
function playEntry(language: Language, scenario = 'default'): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const data = init(scenario, language);
    await expect(await canvas.findByText(data.orderDetail.productName)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ct('myComplaints') })).toHaveAttribute('href', '/complaintList');
    for (const type of data.problemType) await expect(canvas.getByRole('button', { name: type.title })).toBeVisible();
    await step('type 1 shows its sub-types', async () => {
      const collection = canvas.getByRole('button', { name: data.problemType[0]?.title ?? '' });
      await userEvent.click(collection);
      await expect(collection).toHaveAttribute('aria-expanded', 'true');
      for (const sub of data.problemSonType) await expect(canvas.getByRole('button', { name: sub.title })).toBeVisible();
    });
  };
}

export const Default: Story = { play: inLanguage((language) => playEntry(language)) };

/** 'All' lists every order; the picked one replaces the card and is kept in local storage. */
function playPick(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const data = init('default', language);
    const other = data.orderList.find((order) => order.orderNo !== data.orderDetail.orderNo);
    if (!other) throw new Error('the default world has more than one order');
    await userEvent.click(await canvas.findByRole('button', { name: ct('allOrdersLabel') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: ct('pickOrderTitle') });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(data.orderList.length);
    await userEvent.click(within(dialog).getByRole('button', { name: escapeRegExp(other.productName) }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByText(messagesOf(complaintMessages, language)('orderNumber').replace('{orderNo}', other.orderNo)),
    ).toBeVisible();
    await expect(localStorage.getItem(COMPLAINT_ORDER_STORAGE_KEY)).toBe(other.orderNo);
  };
}

export const PickAnOrder: Story = { play: inLanguage(playPick) };

/** complaint-order-single: 'All' lists the one order. */
function playSingle(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = init('complaint-order-single', language);
    await expect(data.orderList).toHaveLength(1);
    await userEvent.click(await canvas.findByRole('button', { name: messagesOf(complaintMessages, language)('allOrdersLabel') }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  };
}

export const OneOrder: Story = {
  parameters: { scenario: 'complaint-order-single' } satisfies AppParameters,
  play: inLanguage(playSingle),
};

/** complaint-collection-blocked: type 1 on an order whose isShow is 0 is refused, no sub-types. */
function playBlocked(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = init('complaint-collection-blocked', language);
    await expect(data.orderDetail.isShow).not.toBe(1);
    const collection = await canvas.findByRole('button', { name: data.problemType[0]?.title ?? '' });
    await userEvent.click(collection);
    await expect(await page(canvasElement).findByText('The selected order does not support sending collection types')).toBeVisible();
    await expect(collection).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: data.problemSonType[0]?.title ?? '' })).toBeNull();
  };
}

export const CollectionBlocked: Story = {
  parameters: { scenario: 'complaint-collection-blocked' } satisfies AppParameters,
  play: inLanguage(playBlocked),
};

export const Loading: Story = {
  parameters: { apiDelay: 'infinite' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
  }),
};

/** The error state with retry (docs/decisions.md "Complaints"). */
export const ServerError: Story = {
  parameters: { scenario: 'server-error' } satisfies AppParameters,
  play: inLanguage(playErrorWithRetry),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();

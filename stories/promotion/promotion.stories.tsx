import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getConfig } from '../../app/src/shared/config/runtime-config';
import { en } from '../../app/src/promotion/i18n/messages-en';
import { es, type PromotionMessages } from '../../app/src/promotion/i18n/messages-es';
import { promotionMessages } from '../../app/src/promotion/i18n/promotion-messages';
import { readCampaign } from '../../app/src/promotion/campaign';
import type { Language } from '../../app/src/shared/i18n/language';
import { PromotionApp } from '../../app/src/promotion/promotion-app';
import { memoryHashLocation } from '../../app/src/promotion/router/hash-location';
import { readLanguage, type AppParameters } from '../.storybook/app-parameters';
import { recordRequests, requestsTo } from '../support/request-log';
import { snapshotData, snapshotMessage } from '../support/snapshot-data';
import { installFakeClock, type FakeClock } from './fake-clock';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

/**
 * The promotion page (/promotion/, its own entry) in every scenario that changes it. Its hash
 * routes run on a memory location here, started from the story's `promotion.hash` parameter,
 * so a story never touches the Storybook frame's own URL.
 */
interface PromotionParameters extends AppParameters {
  promotion?: { hash?: string };
}

const QUERY = '?id=12&user_from=storybook&app_from=creditoagil&utm_tag=nov-2026&links_id=7&invite_code=AMIGO2026';
const FORWARDED = '?app_from=creditoagil&user_from=storybook&utm_tag=nov-2026&id=12&links_id=7';
const MOBILE = '13800138000';
const SMS = '/api/v2/youmi/promotion/get-sms';
const REGISTER = '/api/v2/youmi/promotion/register';

/** The page as main.tsx starts it, at `hash`, with the campaign query of a QA link. */
function PromotionPage({ language = 'es', hash = '#/' }: { language?: Language; hash?: string }) {
  return (
    <PromotionApp key={`${language}${hash}`} campaign={readCampaign(QUERY, hash)} language={language} location={memoryHashLocation(hash)} />
  );
}

const meta = {
  title: 'Promotion/Register page',
  component: PromotionPage,
  render: (_args, context) => (
    <PromotionPage language={readLanguage(context.globals)} hash={(context.parameters as PromotionParameters).promotion?.hash ?? '#/'} />
  ),
  // The page's messages of the language shown, loaded before the first render as main.tsx does.
  loaders: [({ globals }) => promotionMessages.load(readLanguage(globals))],
  beforeEach: ({ msw }) => recordRequests(msw),
} satisfies Meta<typeof PromotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const textOf = (language: 'es' | 'en') => (language === 'en' ? en : es);

/** A toast with exactly `message` is showing (the decorator's toast layer may echo it). */
async function expectToast(canvasElement: HTMLElement, message: string) {
  await waitFor(() => expect(page(canvasElement).getAllByText(message).length).toBeGreaterThan(0));
}

async function fillForm(canvasElement: HTMLElement, t: PromotionMessages, captcha: string, sms = '') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(t.mobileLabel), MOBILE);
  await userEvent.type(canvas.getByLabelText(t.captchaLabel), captcha);
  if (sms) await userEvent.type(canvas.getByLabelText(t.smsLabel), sms);
}

async function captchaSrc(canvasElement: HTMLElement, t: PromotionMessages): Promise<string> {
  const button = await within(canvasElement).findByRole('button', { name: t.captchaImage });
  return button.querySelector('img')?.getAttribute('src') ?? '';
}

/** The landing's headline, each validation message in docs/screens.md "Promotion page" order, and the captcha's own rule. */
function playValidation(language: 'es' | 'en'): Story['play'] {
  return async ({ canvasElement, step }) => {
    const t = textOf(language);
    const canvas = within(canvasElement);
    const title = snapshotData('default', 'channel-template', 'es').title;
    await expect(await canvas.findByRole('heading', { level: 1, name: String(title) })).toBeVisible();
    await step('a tap on the captcha with no mobile: the mobile message', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: t.captchaImage }));
      await expectToast(canvasElement, '请正确输入手机号！');
    });
    const register = canvas.getByRole('button', { name: t.register });
    await step('register with nothing: the mobile message', async () => {
      await userEvent.type(canvas.getByLabelText(t.mobileLabel), '1280013800');
      await userEvent.click(register);
      await expectToast(canvasElement, '请正确输入手机号！');
    });
    await step('a valid mobile, no captcha: the captcha message', async () => {
      await userEvent.clear(canvas.getByLabelText(t.mobileLabel));
      await userEvent.type(canvas.getByLabelText(t.mobileLabel), `${MOBILE}99`);
      await expect(canvas.getByLabelText(t.mobileLabel)).toHaveValue(MOBILE);
      await userEvent.click(register);
      await expectToast(canvasElement, '请正确输入图形验证码！');
    });
    await step('a captcha, no SMS code: the SMS code message', async () => {
      await userEvent.type(canvas.getByLabelText(t.captchaLabel), 'AB12C');
      await expect(canvas.getByLabelText(t.captchaLabel)).toHaveValue('AB12');
      await userEvent.click(register);
      await expectToast(canvasElement, '请正确输入短信验证码！');
      await expect(requestsTo(REGISTER)).toHaveLength(0);
    });
    await step('the keyboards: tel for the mobile, a one-time code for the SMS', async () => {
      await expect(canvas.getByLabelText(t.mobileLabel)).toHaveAttribute('type', 'tel');
      await expect(canvas.getByLabelText(t.smsLabel)).toHaveAttribute('autocomplete', 'one-time-code');
    });
  };
}

export const Default: Story = { play: inLanguage(playValidation) };

let clock: FakeClock | null = null;

/** SMS sent (code 0): the 60 s countdown on a fake clock, a tap meanwhile refused, the reset. */
function playCountdown(language: 'es' | 'en'): Story['play'] {
  return async ({ canvasElement, step }) => {
    const t = textOf(language);
    const canvas = within(canvasElement);
    await fillForm(canvasElement, t, 'AB12');
    const button = canvas.getByRole('button', { name: t.sendCode });
    await step('send: 验证码已发送, countdown from 60 s', async () => {
      await userEvent.click(button);
      await expectToast(canvasElement, '验证码已发送，请在手机上查看！');
      await waitFor(() => expect(button).toHaveTextContent(t.resendIn.replace('{seconds}', '60')));
      await expect(requestsTo(SMS)).toHaveLength(1);
    });
    await step('one tick a second; a tap during it is refused and sends nothing', async () => {
      clock?.tick(1000);
      await waitFor(() => expect(button).toHaveTextContent(t.resendIn.replace('{seconds}', '59')));
      await userEvent.click(button);
      await expectToast(canvasElement, '请勿重复发送验证码!');
      await expect(requestsTo(SMS)).toHaveLength(1);
    });
    await step('toasts hide after 3 s', async () => {
      clock?.tick(3000);
      await waitFor(() => expect(page(canvasElement).queryAllByText('请勿重复发送验证码!')).toHaveLength(0));
    });
    await step('at the end the button is available again', async () => {
      clock?.tick(56_000);
      await waitFor(() => expect(button).toHaveTextContent(t.sendCode));
    });
  };
}

export const SmsCountdown: Story = {
  beforeEach: () => {
    clock = installFakeClock();
    return () => clock?.restore();
  },
  play: inLanguage(playCountdown),
};

/** Code 101: the server's message, and a new captcha image. */
export const SmsWrongCaptcha: Story = {
  parameters: { scenario: 'sms-wrong-captcha' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    const before = await captchaSrc(canvasElement, t);
    await fillForm(canvasElement, t, 'AB12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.sendCode }));
    await expectToast(canvasElement, snapshotMessage('sms-wrong-captcha', 'get-sms', language));
    await waitFor(async () => expect(await captchaSrc(canvasElement, t)).not.toBe(before));
  }),
};

/** Another code: the server's message, no countdown. */
export const SmsSendFailed: Story = {
  parameters: { scenario: 'sms-send-failed' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    await fillForm(canvasElement, t, 'AB12');
    const button = within(canvasElement).getByRole('button', { name: t.sendCode });
    await userEvent.click(button);
    await expectToast(canvasElement, snapshotMessage('sms-send-failed', 'get-sms', language));
    await expect(button).toHaveTextContent(t.sendCode);
  }),
};

/** The download page, reached by an 'already registered' answer or a registration. */
async function expectDownloadPage(canvasElement: HTMLElement, t: PromotionMessages) {
  const appName = String(snapshotData('default', 'channel-template', 'es').appName);
  // A lazy chunk of its own: the first load in the dev server may take a moment.
  const heading = await within(canvasElement).findByRole(
    'heading',
    { level: 1, name: t.downloadTitle.replace('{appName}', appName) },
    { timeout: 5_000 },
  );
  await expect(heading).toBeVisible();
  const url = String(snapshotData('default', 'channel-template', 'es').downloadUrl);
  const link = await within(canvasElement).findByRole('link', { name: t.downloadButton }, { timeout: 5_000 });
  await expect(link).toHaveAttribute('href', url);
}

/** Code 11 on the SMS: 您已注册, then the download page. */
export const SmsRegistered: Story = {
  parameters: { scenario: 'sms-registered' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    await fillForm(canvasElement, t, 'AB12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.sendCode }));
    await expectToast(canvasElement, '您已注册,请直接下载APP登录！');
    await expectDownloadPage(canvasElement, t);
  }),
};

/** Code 0 on register: 注册成功, one request for a double tap, then the download page. */
export const RegisterSuccess: Story = {
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    await fillForm(canvasElement, t, 'AB12', '123456');
    const button = within(canvasElement).getByRole('button', { name: t.register });
    await userEvent.dblClick(button);
    await expectToast(canvasElement, '注册成功');
    await expect(requestsTo(REGISTER)).toHaveLength(1);
    await expectDownloadPage(canvasElement, t);
  }),
};

/** Code -1 on register: the server's message, and a new captcha image. */
export const RegisterWrongCaptcha: Story = {
  parameters: { scenario: 'register-wrong-captcha' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    const before = await captchaSrc(canvasElement, t);
    await fillForm(canvasElement, t, 'AB12', '123456');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.register }));
    await expectToast(canvasElement, snapshotMessage('register-wrong-captcha', 'register', language));
    await waitFor(async () => expect(await captchaSrc(canvasElement, t)).not.toBe(before));
  }),
};

/** Code 11 on register: 您已注册, then the download page. */
export const RegisterRegistered: Story = {
  parameters: { scenario: 'register-registered' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    await fillForm(canvasElement, t, 'AB12', '123456');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.register }));
    await expectToast(canvasElement, '您已注册,请直接下载APP登录！');
    await expectDownloadPage(canvasElement, t);
  }),
};

/** The landing config fails: its message; the form still works under the configured name. */
export const TemplateFail: Story = {
  parameters: { scenario: 'template-fail' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expectToast(canvasElement, snapshotMessage('template-fail', 'channel-template', language));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: getConfig().appName })).toBeVisible();
  }),
};

/** get-sid fails: its message; the captcha place offers to load it again. */
export const SidFail: Story = {
  parameters: { scenario: 'sid-fail' } satisfies PromotionParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    await expectToast(canvasElement, snapshotMessage('sid-fail', 'get-sid', language));
    await expect(await within(canvasElement).findByRole('button', { name: t.captchaUnavailable })).toBeVisible();
  }),
};

function playDownload(language: 'es' | 'en'): Story['play'] {
  return async ({ canvasElement }) => expectDownloadPage(canvasElement, textOf(language));
}

/**
 * The lazy screens' chunks, loaded before the story renders: the gallery captured the Suspense
 * fallback ("Cargando…") when the chunk came slowly on a loaded machine.
 */
const downloadChunk = async () => {
  await import('../../app/src/promotion/download/download-screen');
  return {};
};

/** #/downloadTemplate opened directly (a shared link). */
export const DownloadPage: Story = {
  parameters: { promotion: { hash: `#/downloadTemplate${FORWARDED}` } } satisfies PromotionParameters,
  loaders: [downloadChunk],
  play: inLanguage(playDownload),
};

function playAgreement(language: 'es' | 'en'): Story['play'] {
  return async ({ canvasElement }) => {
    const t = textOf(language);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.agreementLink }, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.back })).toBeVisible();
  };
}

/** #/agreementTemplate: the registration agreement, with a way back to the form. */
export const AgreementPage: Story = {
  parameters: { promotion: { hash: `#/agreementTemplate${FORWARDED}` } } satisfies PromotionParameters,
  play: inLanguage(playAgreement),
};

/** From the form to the agreement and back: what was typed is still there. */
export const AgreementAndBack: Story = {
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = textOf(language);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.mobileLabel), MOBILE);
    await userEvent.click(canvas.getByRole('link', { name: t.agreementLink }));
    await userEvent.click(await canvas.findByRole('button', { name: t.back }, { timeout: 5_000 }));
    await expect(await canvas.findByLabelText(t.mobileLabel)).toHaveValue(MOBILE);
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();

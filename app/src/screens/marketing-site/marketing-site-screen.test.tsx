import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../shared/navigation/paths';
import { RouterFocus } from '../../shared/navigation/router-focus';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import type { Language } from '../../shared/i18n/language';
import { buttonByText, click, render, type Rendered } from '../../shared/testing/render';
import { loanTermsEs } from './loan-terms-es';
import MarketingSiteScreen, { prepare } from './marketing-site-screen';
import { marketingMessages } from './marketing-messages';

let view: Rendered | undefined;

async function renderAt(path: string, language: Language = 'en') {
  view = render(
    <MemoryRouter initialEntries={[path]}>
      {/* The app's route rule (app-routes.tsx), which the nav's switches follow. */}
      <RouterFocus />
      <MarketingSiteScreen />
    </MemoryRouter>,
    language,
  );
  // Let the lazily loaded legal texts arrive.
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  return view.container;
}

const h1 = (root: HTMLElement) => root.querySelector('h1')?.textContent;
const input = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`) as HTMLInputElement;

/** Types into a React-controlled field (the value setter React listens to, then `input`). */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('marketing site', () => {
  beforeEach(() => {
    setConfig({ ...DEFAULT_CONFIG, servicePhone: '800 123 4567', hostedPrivacyUrl: '/hosted/privacy.html' });
    resetFeedback();
  });
  afterEach(async () => {
    // happy-dom loads a frame's page (the hosted privacy page) after the render: removed before
    // that load ends, the load finishes on a closed window and logs an error into the next test.
    await (window as unknown as { happyDOM: { waitUntilComplete: () => Promise<void> } }).happyDOM.waitUntilComplete();
    view?.unmount();
    view = undefined;
    setConfig(DEFAULT_CONFIG);
  });

  it('after prepare, /Loan shows its text in the first render, as the prerendered page has it', async () => {
    await prepare(paths.loanTerms, 'es');
    view = render(
      <MemoryRouter initialEntries={[paths.loanTerms]}>
        <MarketingSiteScreen />
      </MemoryRouter>,
      'es',
    );
    // No waiting: hydration renders once, with what is already loaded. (First in the file: the
    // texts stay loaded once a test has shown them.)
    expect(view.container.textContent).toContain(loanTermsEs.sections[0]?.heading);
    expect(view.container.textContent).not.toContain('Cargando');
  });

  it.each([
    [paths.home, 'Crédito Ágil', 'Crédito Ágil'],
    [paths.about, 'About us', 'Sobre nosotros'],
    [paths.user, 'User', 'Usuario'],
    [paths.contact, 'Contact us', 'Contáctenos'],
    [paths.policy, 'Privacy Policy', 'Política de privacidad'],
    [paths.loanTerms, 'Loan terms and conditions', 'Términos y condiciones del préstamo'],
    [paths.privacyPage, 'Privacy Policy', 'Política de privacidad'],
  ])('%s is headed %s / %s in the site frame with nav and footer', async (path, en, es) => {
    let root = await renderAt(path, 'en');
    expect(h1(root)).toBe(en);
    expect(root.querySelector('nav')?.querySelectorAll('a')).toHaveLength(4);
    expect(root.querySelector('footer')?.textContent).toContain('contacto@creditoagil.example');
    view?.unmount();
    root = await renderAt(path, 'es');
    expect(h1(root)).toBe(es);
  });

  it("the nav is the specification's four items, the current one marked", async () => {
    const root = await renderAt(paths.loanTerms);
    const links = [...(root.querySelector('nav')?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'About us', 'Privacy Policy', 'Loan terms and conditions']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/About', '/PrivacyPolicy', '/Loan']);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Loan terms and conditions']);
  });

  it('a nav link switches the section in place and focuses its heading', async () => {
    const root = await renderAt(paths.home);
    const frame = root.firstElementChild;
    const loan = [...root.querySelectorAll('nav a')].find((a) => a.textContent === 'Loan terms and conditions');
    click(loan);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(h1(root)).toBe('Loan terms and conditions');
    expect(root.firstElementChild).toBe(frame);
    expect(document.activeElement).toBe(root.querySelector('h1'));
    expect(root.textContent).toContain('Rs.1,000');
  });

  it('/Loan shows the terms with their figures; /PrivacyPolicy the shared notice', async () => {
    let root = await renderAt(paths.loanTerms, 'es');
    expect(root.textContent).toContain('Rs.800 para clientes recurrentes');
    expect(root.textContent).not.toContain('{appName}');
    view?.unmount();
    root = await renderAt(paths.privacyPage, 'en');
    expect(root.textContent).toContain('Face data is deleted from our systems within 30 days');
  });

  it('/About shows images only, each with a text alternative', async () => {
    const root = await renderAt(paths.about);
    const main = root.querySelector('main') as HTMLElement;
    const images = [...main.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.alt.length).toBeGreaterThan(10);
    expect(main.querySelectorAll('p')).toHaveLength(0);
  });

  it('/User is empty inside the frame', async () => {
    const root = await renderAt(paths.user);
    const main = root.querySelector('main') as HTMLElement;
    expect(main.textContent).toBe('User');
    expect(main.querySelector('h1')?.className).toBe('visually-hidden');
  });

  it('/Contact: incomplete, then success and cleared; nothing is sent', async () => {
    const root = await renderAt(paths.contact);
    const submit = () => click(buttonByText(root, 'Submit'));
    type(input(root, 'name'), 'Ana');
    type(input(root, 'email'), 'not an e-mail');
    submit();
    expect(getFeedbackState().toasts.map((t) => t.message)).toEqual(['Please provide complete information!']);
    type(input(root, 'message'), '   ');
    submit();
    expect(getFeedbackState().toasts.at(-1)?.message).toBe('Please provide complete information!');
    type(input(root, 'message'), 'Hello');
    submit();
    expect(getFeedbackState().toasts.at(-1)?.message).toBe('Submit successfully');
    expect(['name', 'email', 'message'].map((name) => input(root, name).value)).toEqual(['', '', '']);
  });

  it("/Contact messages are the specification's English ones in Spanish too", async () => {
    const root = await renderAt(paths.contact, 'es');
    click(buttonByText(root, marketingMessages.es['contact.submit']));
    expect(getFeedbackState().toasts.at(-1)?.message).toBe('Please provide complete information!');
  });

  it('/Policy frames the configured hosted page, titled, with a fallback link', async () => {
    const root = await renderAt(paths.policy);
    const frame = root.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe("The company's privacy policy");
    // A same-origin path stays a path: the prerendered page and the browser agree on it.
    expect(frame?.getAttribute('src')).toBe('/hosted/privacy.html');
    const link = [...root.querySelectorAll('main a')].find((a) => a.textContent === 'Open the privacy policy in a new tab');
    expect(link?.getAttribute('href')).toBe(frame?.getAttribute('src'));
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('puts the section title, description, canonical URL and preview in the head', async () => {
    await renderAt(paths.contact, 'es');
    expect(document.title).toBe('Contáctenos · Crédito Ágil');
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe(
      'Escriba a Crédito Ágil: deje su nombre, su correo y su mensaje y le responderemos lo antes posible.',
    );
    expect(meta('meta[property="og:title"]')).toBe('Contáctenos · Crédito Ágil');
    expect(meta('meta[property="og:image"]')).toBe('http://127.0.0.1:8080/og-image.png');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://127.0.0.1:8080/Contact');
  });

  it('/Policy frames an absolute hosted page as configured', async () => {
    setConfig({ hostedPrivacyUrl: 'https://hosted.example.com/privacy.html' });
    const root = await renderAt(paths.policy);
    expect(root.querySelector('iframe')?.getAttribute('src')).toBe('https://hosted.example.com/privacy.html');
  });

  it.each(['', 'javascript:alert(1)'])('/Policy with hostedPrivacyUrl "%s" shows no frame', async (url) => {
    setConfig({ hostedPrivacyUrl: url });
    const root = await renderAt(paths.policy);
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.textContent).toContain('The privacy policy page is not available right now.');
  });
});

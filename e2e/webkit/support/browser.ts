/**
 * One WebKit page over WebDriver (selenium-webdriver against WebKitWebDriver), with the few
 * Playwright-like helpers the checks need: find by role-ish selector and accessible name, fill
 * by label, wait on a condition (never a fixed sleep), read the page errors.
 *
 * Classic WebDriver cannot run a script before the page's own, so the page-error recorder is
 * installed as soon as a navigation returns (after the load event): an error thrown while the
 * bundle starts leaves no heading, which every check waits for, and is caught that way instead.
 */
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';

/** How long a single wait may take: a lazy chunk plus an API call on a busy 2-core machine. */
const WAIT_MS = 15_000;

/** A text to match: exactly (whitespace collapsed) when a string, by search when a RegExp. */
export type Name = string | RegExp;
type WireName = { text: string } | { source: string; flags: string };

function wire(name: Name | undefined): WireName | null {
  if (name === undefined) return null;
  return typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags };
}

/*
 * Runs in the page: every element matching `selector` whose accessible name (aria-labelledby,
 * its labels, aria-label, alt, else its text) matches `name`, visible ones only when `visible`.
 */
function findInPage(selector: string, name: WireName | null, visible: boolean): Element[] {
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids)
      return collapse(
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return collapse([...labels].map((label) => label.textContent).join(' '));
    return collapse(el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent);
  };
  const matches = (text: string) => name === null || ('text' in name ? text === name.text : new RegExp(name.source, name.flags).test(text));
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  return [...document.querySelectorAll(selector)].filter((el) => matches(nameOf(el)) && (!visible || shown(el)));
}

/* Runs in the page: the form control a <label> with this text names (or one with that aria-label). */
function fieldInPage(label: string): Element | null {
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  for (const el of document.querySelectorAll('label')) {
    if (collapse(el.textContent) === label && el.control) return el.control;
  }
  return document.querySelector(`[aria-label="${CSS.escape(label)}"]`);
}

/* Runs in the page: records uncaught errors, rejections and console.error from now on. */
function recordErrors(): void {
  const w = window as unknown as { __pageErrors?: string[] };
  if (w.__pageErrors) return;
  const errors: string[] = [];
  w.__pageErrors = errors;
  addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

export class WebKitPage {
  private constructor(
    readonly driver: WebDriver,
    readonly baseURL: string,
  ) {}

  /** A new MiniBrowser session at phone width (its window does not go below 447 px). */
  static async open(driverURL: string, baseURL: string): Promise<WebKitPage> {
    const driver = await new Builder()
      .usingServer(driverURL)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { args: ['--automation'] } })
      .build();
    await driver.manage().window().setRect({ width: 390, height: 844 });
    return new WebKitPage(driver, baseURL);
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }

  /** The same browser session, opening pages of another server. */
  on(baseURL: string): WebKitPage {
    return new WebKitPage(this.driver, baseURL);
  }

  /** Records the errors of a page the app loaded by itself (a reload into a new release), from now on. */
  async recordErrors(): Promise<void> {
    await this.driver.executeScript(recordErrors);
  }

  /**
   * Opens `path` (on the mock server) as the app would launch it, and starts recording its errors.
   * Like a fresh Playwright context for each Chromium test: nothing of the previous page is kept
   * (the `mock_scenario` cookie, the launch parameters in sessionStorage, localStorage).
   */
  async goto(path: string): Promise<void> {
    if ((await this.driver.getCurrentUrl()).startsWith(this.baseURL)) {
      await this.driver.executeScript('localStorage.clear(); sessionStorage.clear()');
      await this.driver.manage().deleteAllCookies();
    }
    await this.navigate(() => this.driver.get(`${this.baseURL}${path}`));
  }

  async reload(): Promise<void> {
    await this.navigate(() => this.driver.navigate().refresh());
  }

  /**
   * Runs a navigation and records the errors of the document it brings. WebKitWebDriver can
   * answer a navigation while the old document is still the current one (it was busy, e.g.
   * hydrating): a clean-clone run installed the recorder there and found it missing on the page
   * it checked. The old document is marked, and the new one is waited for.
   */
  private async navigate(go: () => Promise<void>): Promise<void> {
    await this.driver.executeScript('window.__leaving = true').catch(() => undefined);
    await go();
    await this.waitFor('the new page', async () =>
      this.driver.executeScript("return window.__leaving !== true && document.readyState === 'complete'"),
    );
    await this.driver.executeScript(recordErrors);
  }

  /** Waits until `check` gives a truthy value and returns it; fails naming `what`. */
  async waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = WAIT_MS): Promise<NonNullable<T>> {
    let last: unknown;
    const value = await this.driver
      .wait(async () => {
        try {
          return await check();
        } catch (error) {
          last = error;
          return undefined;
        }
      }, timeoutMs)
      .catch(() => {
        throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? ` (last: ${String(last)})` : ''}`);
      });
    return value as NonNullable<T>;
  }

  /** Every element matching `selector` (and `name`) now, without waiting. */
  async all(selector: string, name?: Name, visible = true): Promise<WebElement[]> {
    return (await this.driver.executeScript(findInPage, selector, wire(name), visible)) as WebElement[];
  }

  /** The first visible element matching `selector` and `name`, once there is one. */
  async find(selector: string, name?: Name): Promise<WebElement> {
    return this.waitFor(`${selector}${name ? ` named ${String(name)}` : ''}`, async () => (await this.all(selector, name))[0]);
  }

  /** Waits until no visible element matches. */
  async gone(selector: string, name?: Name): Promise<void> {
    await this.waitFor(`no ${selector}${name ? ` named ${String(name)}` : ''}`, async () => (await this.all(selector, name)).length === 0);
  }

  async click(selector: string, name?: Name): Promise<void> {
    await (await this.find(selector, name)).click();
  }

  /** The form control labelled `label`, once there is one. */
  async field(label: string): Promise<WebElement> {
    return this.waitFor(
      `the field labelled ${label}`,
      async () => (await this.driver.executeScript(fieldInPage, label)) as WebElement | null,
    );
  }

  async fill(label: string, value: string): Promise<void> {
    const field = await this.field(label);
    await field.clear();
    await field.sendKeys(value);
  }

  async pressEscape(): Promise<void> {
    await this.driver.actions().sendKeys(Key.ESCAPE).perform();
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.getCurrentUrl());
  }

  /** Waits for the page to be at `pathname` (a client-side navigation or a new load). */
  async waitForPath(pathname: string): Promise<URL> {
    return this.waitFor(`the page at ${pathname}`, async () => {
      const url = await this.url();
      return url.pathname === pathname ? url : undefined;
    });
  }

  async text(element: WebElement): Promise<string> {
    return ((await this.driver.executeScript('return arguments[0].textContent', element)) as string).replace(/\s+/g, ' ').trim();
  }

  async evaluate<T>(script: string, ...args: unknown[]): Promise<T> {
    return (await this.driver.executeScript(script, ...args)) as T;
  }

  /** How far the page scrolls sideways past the window (≤ 0: it does not). */
  async horizontalOverflow(): Promise<number> {
    return this.evaluate<number>('return document.documentElement.scrollWidth - window.innerWidth');
  }

  /** What the recorder caught since the last page load (none recorded when it was not installed). */
  async pageErrors(): Promise<string[]> {
    return (
      (await this.evaluate<string[] | null>('return window.__pageErrors ?? null')) ?? [
        'the error recorder is missing: a page load the check did not make',
      ]
    );
  }
}

// Firefox ESR driven over WebDriver BiDi by puppeteer-core (which never downloads a browser).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { AFTER_EFFECTS, killGroup, stopGroup, within, type EngineDriver } from './driver';

const STEP_MS = 30_000;

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load', timeout: STEP_MS });
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async click(selector: string) {
    const element = await this.page.waitForSelector(selector, { timeout: STEP_MS });
    await element!.click();
  }

  async fill(selector: string, text: string) {
    await this.page.evaluate(`(${AFTER_EFFECTS})()`);
    await this.page.focus(selector);
    await this.page.$eval(selector, (field) => (field as HTMLInputElement).select());
    await this.page.keyboard.type(text);
  }

  async typeKeys(text: string) {
    await this.page.keyboard.type(text);
  }

  async pressEnter() {
    await this.page.keyboard.press('Enter');
  }

  async evaluate<T>(fn: string, ...args: unknown[]) {
    return within(STEP_MS, 'evaluate', this.page.evaluate(`(${fn})(...${JSON.stringify(args)})`) as Promise<T>);
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  async close() {
    const pid = this.browser.process()?.pid;
    await within(10_000, 'closing Firefox', this.browser.close()).catch(() => undefined);
    await stopGroup(pid);
  }
}

/** Starts a headless Firefox with a fresh profile and one page. */
export async function launchFirefox(executablePath: string): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    protocol: 'webDriverBiDi',
    headless: true,
    timeout: 60_000,
    protocolTimeout: STEP_MS,
    // Offline and quiet: no updates, telemetry or first-run pages.
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false, 'intl.accept_languages': 'en-US, en' },
  });
  try {
    const [page] = await browser.pages();
    return new FirefoxDriver(browser, page ?? (await browser.newPage()), await browser.version());
  } catch (error) {
    killGroup(browser.process()?.pid);
    throw error;
  }
}

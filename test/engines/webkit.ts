// WebKitGTK driven over WebDriver classic by selenium-webdriver: Debian's WebKitWebDriver starts
// its MiniBrowser on an Xvfb display of our own. Each runs in its own process group, killed whole
// on close, so no browser or display outlives the stage.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import type { EnginePrograms } from '../../scripts/browsers.mjs';
import { AFTER_EFFECTS, killGroup, stopGroup, within, type EngineDriver } from './driver';

const STEP_MS = 30_000;

// MiniBrowser's toolbar holds its window at least ~450 px wide; squeezed to nothing by a GTK theme
// of our own, the window (and so the viewport) can be as narrow as a phone's.
const NARROW_TOOLBAR_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }';

/** Starts Xvfb on the first free display (it names it on a pipe: -displayfd). */
async function startXvfb(xvfb: string): Promise<{ process: ChildProcess; display: string }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const display = await within(
    15_000,
    'starting Xvfb',
    new Promise<string>((resolve, reject) => {
      let written = '';
      child.stdio[3]!.on('data', (chunk: Buffer) => {
        written += chunk.toString();
        if (written.includes('\n')) resolve(`:${written.trim()}`);
      });
      child.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    }),
  ).catch((error: unknown) => {
    killGroup(child.pid);
    throw error;
  });
  return { process: child, display };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls WebKitWebDriver's /status until it answers. */
async function waitForDriver(url: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/status`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';

  constructor(
    private readonly driver: WebDriver,
    readonly version: string,
    private readonly cleanUp: () => Promise<void>,
  ) {}

  async goto(url: string) {
    await within(STEP_MS, `loading ${url}`, this.driver.get(url));
  }

  async setViewport(width: number, height: number) {
    const window = this.driver.manage().window();
    await window.setRect({ width, height });
    // setRect sizes the window, toolbar included: grow it by what the toolbar takes.
    const inner = await this.evaluate<{ width: number; height: number }>('() => ({ width: innerWidth, height: innerHeight })');
    await window.setRect({ width: width + (width - inner.width), height: height + (height - inner.height) });
    const sized = await this.evaluate<{ width: number; height: number }>('() => ({ width: innerWidth, height: innerHeight })');
    if (sized.width !== width) throw new Error(`WebKit's viewport is ${sized.width} px wide, not ${width}: the window cannot be sized to it`);
  }

  async click(selector: string) {
    await within(STEP_MS, `clicking ${selector}`, this.driver.findElement(By.css(selector)).click());
  }

  async fill(selector: string, text: string) {
    // Element Send Keys would put the caret at the end; select what is there and type over it.
    await this.evaluate(AFTER_EFFECTS);
    await this.evaluate('(selector) => { const field = document.querySelector(selector); field.focus(); field.select(); }', selector);
    await this.typeKeys(text);
  }

  async typeKeys(text: string) {
    await within(STEP_MS, 'typing', this.driver.actions().sendKeys(text).perform());
  }

  async pressEnter() {
    await this.typeKeys('\uE007');
  }

  async evaluate<T>(fn: string, ...args: unknown[]) {
    return within(STEP_MS, 'evaluate', this.driver.executeScript<T>(`return (${fn}).apply(null, arguments);`, ...args));
  }

  async screenshot(path: string) {
    writeFileSync(path, Buffer.from(await within(STEP_MS, 'screenshot', this.driver.takeScreenshot()), 'base64'));
  }

  async close() {
    await within(10_000, 'ending the WebKit session', this.driver.quit()).catch(() => undefined);
    await this.cleanUp();
  }
}

/** Starts Xvfb, WebKitWebDriver and a MiniBrowser session in it. */
export async function launchWebKit(programs: EnginePrograms): Promise<EngineDriver> {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const children: ChildProcess[] = [];
  const cleanUp = async () => {
    for (const child of children.reverse()) await stopGroup(child.pid);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const xvfb = await startXvfb(programs.xvfb);
    children.push(xvfb.process);
    const port = await freePort();
    const env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: join(home, 'cache'), XDG_DATA_HOME: join(home, 'data') };
    children.push(spawn(programs.webkitDriver, [`--port=${port}`], { stdio: 'ignore', detached: true, env }));
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url);
    const driver = await within(
      60_000,
      'starting MiniBrowser',
      new Builder()
        .usingServer(url)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: programs.miniBrowser, args: ['--automation'] } })
        .build(),
    );
    const version = String((await driver.getCapabilities()).get('browserVersion'));
    return new WebKitDriver(driver, `WebKitGTK ${version}`, cleanUp);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

// Sessions that survive real life (issue 13): several tabs of one context under Playwright's fake
// clock, against the emulator. Most tests sign in by a direct API call and give the context only
// the session cookie, so they start with a restore from the cookie; the logout test signs in
// through the widget. Refresh requests are counted at the emulator (GET /__emulator/requests) and
// faults injected there (POST /__emulator/faults); a probe around the pages' fetch and Web Locks
// records, in page time, when each refresh was sent and what each tab read when it got the lock.
//
// Time: the clock is installed before any page loads and flows naturally while the pages load and
// restore; then it is paused and moved only by runClock(), which stops at each refresh's due
// moment and, whenever requests were started, waits (in real time, briefly) for the network to go
// quiet before moving on. So a request in flight never sees its 20 s timeout or the lock's 25 s
// wait expire because the test jumped ahead.
import { chromium, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { stageUser, sdkCall } from './accounts';
import { expect, PUBLIC_TOKEN, sessionCookies, test, uniqueEmail, type Emulator, type Host } from './fixtures';
import { widgetPageHtml } from './pages';
import { expectSuccess, submitEmail, typeCode } from './widget';
import { findChromium } from '../../scripts/chromium.mjs';

const PERIOD_MS = 180_000;
const JITTER_MS = 175;
const AUTHENTICATE = '/sdk/v1/sessions/authenticate';
const STATE_KEY = `auth_widget_state:${PUBLIC_TOKEN}`;
const MARK_KEY = `auth_widget_refreshed:${PUBLIC_TOKEN}`;
const PASSWORD = 'violet-Tractor-89-lantern';
/** Long, since the pages' fake clock moves hours while the emulator's real one does not. */
const SESSION_MINUTES = 600;

type Change = { type: string; reason?: string; fromAnotherTab?: boolean };
type Snapshot = { id: string; expires_at: string } | null;
type FetchRecord = { url: string; start: number; end: number | null; status: number | string | null };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The page: the widget's script and AuthWidget.client() with a log of onChange calls and of
 * pageshow events; no widget is mounted unless `mount` gives mountLogin's options.
 */
function clientPage(host: Host, emulator: Emulator, name: string, headers: Record<string, string> = {}, mount: Record<string, unknown> | false = false): string {
  const options = { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin };
  const after = `<script>
window.__changes = []; window.__pageshows = [];
addEventListener('pageshow', (event) => __pageshows.push({ persisted: event.persisted, at: Date.now() }));
window.__client = AuthWidget.client(${JSON.stringify(options)});
window.__initial = { session: __client.getSession(), user: __client.getUser() };
__client.onChange((state, change) => __changes.push({ at: Date.now(), change, session: state && { id: state.session.session_id, expires_at: state.session.expires_at } }));
</script>`;
  const { html } = widgetPageHtml({ emulatorOrigin: emulator.origin, publicToken: PUBLIC_TOKEN, mount, after });
  return host.add(name, html, headers);
}

/**
 * Records, in page time (the fake clock), when each authenticate request was sent and answered:
 * an observer around the platform's fetch, installed before any page script; the widget's code
 * is untouched.
 */
const FETCH_PROBE = String.raw`(() => {
  const original = window.fetch;
  window.__fetches = [];
  // What each tab read of the refresh mark when the refresh lock was granted to it.
  window.__locks = [];
  if (navigator.locks) {
    const request = navigator.locks.request.bind(navigator.locks);
    navigator.locks.request = (name, options, task) =>
      request(name, options, (lock) => {
        const grant = { at: Date.now(), mark: Number(localStorage.getItem('${MARK_KEY}')), laterMark: null };
        window.__locks.push(grant);
        // A storage event with a newer mark after the grant: the write was made before, but not yet seen here.
        const onStorage = (event) => {
          if (event.key !== '${MARK_KEY}') return;
          if (Number(event.newValue) > grant.mark) grant.laterMark = Number(event.newValue);
          removeEventListener('storage', onStorage);
        };
        addEventListener('storage', onStorage);
        return task(lock);
      });
  }
  window.fetch = function (input, init) {
    const url = String(input && input.url ? input.url : input);
    if (!url.includes('${AUTHENTICATE}')) return original.call(this, input, init);
    const record = { url, start: Date.now(), end: null, status: null };
    window.__fetches.push(record);
    return original.call(this, input, init).then(
      (response) => ((record.end = Date.now()), (record.status = response.status), response),
      (error) => ((record.end = Date.now()), (record.status = 'error'), Promise.reject(error)),
    );
  };
})();`;

/** Every request to the emulator's API, by page, with those still in flight. */
function trackApi(context: BrowserContext, emulatorOrigin: string) {
  const inflight = new Set<Request>();
  const authenticates: Request[] = [];
  let started = 0;
  const isApi = (request: Request) => request.url().startsWith(`${emulatorOrigin}/sdk/v1/`) && request.method() !== 'OPTIONS';
  context.on('request', (request) => {
    if (!isApi(request)) return;
    started++;
    inflight.add(request);
    if (request.method() === 'POST' && new URL(request.url()).pathname === AUTHENTICATE) authenticates.push(request);
  });
  context.on('requestfinished', (request) => inflight.delete(request));
  context.on('requestfailed', (request) => inflight.delete(request));
  const pageOf = (request: Request): Page | null => {
    try {
      return request.frame().page();
    } catch {
      return null;
    }
  };
  return {
    authenticates,
    get started() {
      return started;
    },
    /** Requests in flight from pages still open (a closed page's stalled request is not waited for). */
    busy: () => [...inflight].filter((request) => !pageOf(request)?.isClosed()).length > 0,
    pageOf,
  };
}
type Tracker = ReturnType<typeof trackApi>;

/** A user signed in by a direct API call, whose session cookies are put in the context. */
async function signInByApi(context: BrowserContext, host: Host, emulator: Emulator, tag: string) {
  const email = uniqueEmail(tag);
  await stageUser(emulator, { email, password: PASSWORD });
  const response = await sdkCall(emulator, '/passwords/authenticate', { email, password: PASSWORD, session_duration_minutes: SESSION_MINUTES });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as {
    data: { session_token: string; session_jwt: string; session: { session_id: string; expires_at: string }; user: { user_id: string } };
  };
  const expires = Date.parse(data.session.expires_at) / 1000;
  await context.addCookies([
    { name: 'stytch_session', value: data.session_token, url: host.origin, expires, sameSite: 'Lax' },
    { name: 'stytch_session_jwt', value: data.session_jwt, url: host.origin, expires, sameSite: 'Lax' },
  ]);
  return { email, token: data.session_token, sessionId: data.session.session_id, expiresAt: data.session.expires_at, userId: data.user.user_id };
}

const snapshot = (page: Page) =>
  page.evaluate(() => {
    const session = (window as unknown as { __client: { getSession(): { session_id: string; expires_at: string } | null } }).__client.getSession();
    return session && { id: session.session_id, expires_at: session.expires_at };
  }) as Promise<Snapshot>;
const changes = (page: Page) => page.evaluate(() => (window as unknown as { __changes: { change: Change }[] }).__changes.map((entry) => entry.change));
const fetches = (page: Page) => page.evaluate(() => (window as unknown as { __fetches: FetchRecord[] }).__fetches);
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** The harness for one test: the clock, the tabs, the request tracker. */
async function setUp(context: BrowserContext, emulator: Emulator) {
  await context.addInitScript(FETCH_PROBE);
  await context.clock.install({ time: Date.now() });
  return { tracker: trackApi(context, emulator.origin) };
}

/**
 * Opens `count` tabs at `url` (the first is `first`), one after another, each waiting until its
 * client holds the session, so only the first restores from the cookie and the others read it
 * from storage.
 */
async function openTabs(context: BrowserContext, first: Page, url: string, count: number): Promise<Page[]> {
  const tabs = [first];
  for (let i = 1; i < count; i++) tabs.push(await context.newPage());
  for (const tab of tabs) {
    await tab.goto(url);
    await expect.poll(() => snapshot(tab), { message: 'the tab holds the session' }).not.toBeNull();
  }
  return tabs;
}

/** Stops the flowing clock on every page at one moment, a little after the latest page's now. */
async function pauseClock(context: BrowserContext, tabs: Page[]) {
  // The clock still flows while we ask: aim a little ahead, further if that moment has passed.
  for (let margin = 500; ; margin *= 2) {
    const at = Math.max(...(await Promise.all(tabs.map(pageNow)))) + margin;
    try {
      await context.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (margin > 8_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Waits (real time) until the API requests the tabs started are answered and nothing new starts. */
async function settle(tracker: Tracker, startedBefore: number, expectRequest = false) {
  const deadline = Date.now() + 5_000;
  const expectBy = Date.now() + 1_000;
  if (expectRequest) while (tracker.started === startedBefore && Date.now() < expectBy) await sleep(5);
  if (tracker.started === startedBefore && !tracker.busy() && !expectRequest) return;
  let quiet = 0;
  let seen = tracker.started;
  while (quiet < 4 && Date.now() < deadline) {
    await sleep(15);
    quiet = !tracker.busy() && tracker.started === seen ? quiet + 1 : 0;
    seen = tracker.started;
  }
}

/**
 * Moves the (paused) clock of every open tab by `ms`, in steps of at most `step`, stopping just
 * after each refresh's due moment (the shared mark + one period) and letting the network settle.
 */
async function runClock(context: BrowserContext, tabs: Page[], tracker: Tracker, ms: number, { step = 5_000, expectAtDue = true } = {}) {
  const open = () => tabs.filter((tab) => !tab.isClosed());
  let now = await pageNow(open()[0]!);
  const end = now + ms;
  while (now < end) {
    const mark = Number(await open()[0]!.evaluate((key) => localStorage.getItem(key), MARK_KEY));
    const due = mark > 0 ? mark + PERIOD_MS + 1 : null;
    let target = Math.min(end, now + step);
    const atDue = due !== null && due > now && due <= target;
    if (atDue) target = due;
    const before = tracker.started;
    await context.clock.runFor(target - now);
    now = target;
    await settle(tracker, before, atDue && expectAtDue);
  }
  return now;
}

/** Authenticate requests made since `index` (of tracker.authenticates). */
const authenticatesSince = (tracker: Tracker, index: number) => tracker.authenticates.slice(index);
const allFetchStarts = async (tabs: Page[]) =>
  (await Promise.all(tabs.filter((tab) => !tab.isClosed()).map(fetches))).flat().map((record) => record.start).sort((a, b) => a - b);

/** The emulator's count of POST /sdk/v1/sessions/authenticate (GET /__emulator/requests; reset with the emulator). */
async function authenticates(emulator: Emulator): Promise<number> {
  const response = await fetch(`${emulator.origin}/__emulator/requests`);
  expect(response.ok).toBe(true);
  const { counts } = (await response.json()) as { counts: Record<string, number> };
  return counts[`POST ${AUTHENTICATE}`] ?? 0;
}

/** The lock grants where a tab read a mark older than one already written at that moment (see the first test). */
async function staleGrants(tabs: Page[]) {
  type Grant = { at: number; mark: number; laterMark: number | null };
  const grants = (await Promise.all(tabs.filter((tab) => !tab.isClosed()).map((tab, i) => tab.evaluate(() => (window as unknown as { __locks: Grant[] }).__locks).then((list) => list.map((grant) => ({ tab: i, ...grant })))))).flat();
  const newest = new Map<number, number>();
  for (const grant of grants) newest.set(grant.at, Math.max(newest.get(grant.at) ?? 0, grant.mark));
  return grants.filter((grant) => grant.mark < newest.get(grant.at)!);
}

test('five tabs over 30 minutes make one refresh per period in all, and every tab stays current', async ({ page, context, host, emulator }) => {
  test.setTimeout(120_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'five-tabs');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 5);
  // Only the first tab restored from the cookie; the others read the session from storage.
  expect(await authenticates(emulator)).toBe(1);
  await pauseClock(context, tabs);
  const before = await authenticates(emulator);
  const start = await Promise.all(tabs.map(snapshot));
  for (const session of start) expect(session).toEqual({ id: signedIn.sessionId, expires_at: signedIn.expiresAt });

  await runClock(context, tabs, tracker, 30 * 60_000, { step: 10_000 });

  const made = (await authenticates(emulator)) - before;
  const starts = await allFetchStarts(tabs);
  const stale = await staleGrants(tabs);
  await test.info().attach('refreshes', { body: JSON.stringify({ made, starts, stale }, null, 2), contentType: 'application/json' });
  for (const [i, tab] of tabs.entries()) {
    const session = await snapshot(tab);
    expect(session?.id, `tab ${i}`).toBe(signedIn.sessionId);
    expect(Date.parse(session!.expires_at), `tab ${i}`).toBeGreaterThanOrEqual(Date.parse(start[i]!.expires_at));
    expect(await changes(tab), `tab ${i}`).not.toContainEqual(expect.objectContaining({ type: 'signed_out' }));
  }
  // One refresh per period in all: 1800 s / 180 s, give or take the period cut at either end.
  const why = `a tab granted the lock read a stale mark ${stale.length} times; ${stale.filter((grant) => grant.laterMark !== null && grant.laterMark <= grant.at).length} of them got the fresh mark by a storage event after the grant`;
  expect(made, `authenticate requests in 30 minutes (${why})`).toBeGreaterThanOrEqual(9);
  expect(made, `authenticate requests in 30 minutes (${why})`).toBeLessThanOrEqual(11);
  // Never two in one period.
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!, `refresh ${i}`).toBeGreaterThanOrEqual(PERIOD_MS);
});

test('a tab closed while it holds the refresh lock: the other tabs still refresh within the period', async ({ page, context, host, emulator }) => {
  test.setTimeout(60_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'closed-holder');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 4);
  await pauseClock(context, tabs);

  // The first refresh request of the next period (whichever tab won the lock) never gets an answer.
  let stalled: { route: Route; page: Page | null } | undefined;
  await context.route(
    (url) => url.pathname === AUTHENTICATE,
    async (route) => {
      if (route.request().method() !== 'POST' || stalled) return route.continue();
      stalled = { route, page: tracker.pageOf(route.request()) };
    },
  );
  const mark = Number(await page.evaluate((key) => localStorage.getItem(key), MARK_KEY));
  const due = mark + PERIOD_MS + 1;
  await context.clock.runFor(due - (await pageNow(page)));
  await expect.poll(() => Boolean(stalled), { message: 'a tab sent the refresh and holds the lock' }).toBe(true);
  const holder = stalled!.page!;
  expect(tabs).toContain(holder);
  // The others wait for the lock: nothing else was sent.
  await sleep(200);
  expect(tracker.authenticates).toHaveLength(2);
  const before = tracker.authenticates.length;

  await holder.close();
  const others = tabs.filter((tab) => tab !== holder);
  // The browser frees the closed tab's lock at once: the next tab refreshes without moving the clock.
  await expect.poll(() => tracker.authenticates.length, { message: 'another tab refreshes', timeout: 5_000 }).toBeGreaterThan(before);
  await settle(tracker, before);
  const refreshed = authenticatesSince(tracker, before);
  expect(refreshed.every((request) => others.includes(tracker.pageOf(request)!))).toBe(true);
  const answered = (await Promise.all(others.map(fetches))).flat().filter((record) => record.status === 200 && record.start >= due - 1);
  expect(answered.length).toBeGreaterThanOrEqual(1);
  expect(Math.min(...answered.map((record) => record.start))).toBeLessThan(due + PERIOD_MS);
  for (const tab of others) {
    expect((await snapshot(tab))?.id).toBe(signedIn.sessionId);
    expect(await changes(tab)).not.toContainEqual(expect.objectContaining({ type: 'signed_out' }));
  }

  // And the period after that is refreshed too, by one of the tabs left.
  const next = tracker.authenticates.length;
  await runClock(context, others, tracker, PERIOD_MS + 1_000);
  expect(tracker.authenticates.length).toBeGreaterThan(next);
});

test('a refresh that hangs is abandoned after 20 s and another tab refreshes, with no wait for a steal', async ({ page, context, host, emulator }) => {
  test.setTimeout(60_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'hung-holder');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 3);
  await pauseClock(context, tabs);
  // The next refresh's answer is held back 30 s of real time; the pages' 20 s are fake.
  await injectFaults(emulator, [{ latency_ms: 30_000, times: 1 }]);
  const before = await authenticates(emulator);
  const mark = Number(await page.evaluate((key) => localStorage.getItem(key), MARK_KEY));
  const due = mark + PERIOD_MS + 1;
  await context.clock.runFor(due - (await pageNow(page)));
  await expect.poll(() => authenticates(emulator), { message: 'the holder sent its refresh' }).toBe(before + 1);
  const holderRequest = tracker.authenticates.at(-1)!;
  const holder = tracker.pageOf(holderRequest)!;
  await sleep(200);
  expect(await authenticates(emulator)).toBe(before + 1);

  // The holder's own timeout (20 s) frees the lock, well before the others' lock wait (25 s) would steal it.
  const started = tracker.started;
  await context.clock.runFor(20_000);
  await settle(tracker, started, true);
  const held = (await fetches(holder)).at(-1)!;
  expect(held.status).toBe('error');
  expect(held.end! - held.start).toBe(20_000);
  const others = tabs.filter((tab) => tab !== holder);
  const answered = (await Promise.all(others.map(fetches))).flat().filter((record) => record.status === 200 && record.start >= due - 1);
  expect(answered.length, 'another tab refreshed once the lock was free').toBeGreaterThanOrEqual(1);
  expect(Math.min(...answered.map((record) => record.start))).toBeLessThan(due + 25_000);
  // The holder's retry (2 s later) finds the fresh mark and adopts it.
  const count = await authenticates(emulator);
  await runClock(context, tabs, tracker, 5_000, { step: 500, expectAtDue: false });
  expect(await authenticates(emulator)).toBe(count);
  for (const tab of tabs) {
    expect((await snapshot(tab))?.id).toBe(signedIn.sessionId);
    expect(await changes(tab)).not.toContainEqual(expect.objectContaining({ type: 'signed_out' }));
  }
});

test('a sign-in through the widget reaches every tab, and logout in one tab signs out the rest within a second', async ({ page, context, host, emulator }) => {
  const { tracker } = await setUp(context, emulator);
  const email = uniqueEmail('logout-tabs');
  const config = { products: ['otp'], otpOptions: { methods: ['email'] }, sessionOptions: { sessionDurationMinutes: SESSION_MINUTES } };
  await page.goto(clientPage(host, emulator, 'login', {}, { config }));
  const plain = clientPage(host, emulator, 'tabs');
  const tabs = [page];
  for (let i = 0; i < 3; i++) {
    const tab = await context.newPage();
    await tab.goto(plain);
    tabs.push(tab);
  }
  await submitEmail(page, email);
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);
  const session = await snapshot(page);
  expect(Date.parse(session!.expires_at) - (await pageNow(page))).toBeGreaterThan((SESSION_MINUTES - 5) * 60_000);
  expect(await changes(page)).toEqual([{ type: 'signed_in', fromAnotherTab: false }]);
  for (const [i, tab] of tabs.slice(1).entries()) {
    await expect.poll(() => snapshot(tab), { message: `tab ${i + 1} has the session` }).toEqual(session);
    expect(await changes(tab)).toEqual([{ type: 'signed_in', fromAnotherTab: true }]);
  }
  await pauseClock(context, tabs);
  expect(await sessionCookies(context, host.origin)).toHaveLength(2);

  await tabs[0]!.evaluate(() => (window as unknown as { __client: { logout(): Promise<void> } }).__client.logout());
  const loggedOutAt = Date.now();
  expect(await changes(tabs[0]!)).toContainEqual({ type: 'signed_out', reason: 'logout' });
  for (const [i, tab] of tabs.slice(1).entries()) {
    await expect.poll(() => changes(tab), { message: `tab ${i + 1} hears of the logout`, timeout: Math.max(1, 1_000 - (Date.now() - loggedOutAt)), intervals: [10, 25, 50] }).toContainEqual({
      type: 'signed_out',
      reason: 'another_tab',
    });
  }
  expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
  for (const tab of tabs) {
    expect(await snapshot(tab)).toBeNull();
    expect(await tab.evaluate((key) => localStorage.getItem(key), STATE_KEY)).toBeNull();
  }
  expect(await sessionCookies(context, host.origin)).toEqual([]);

  // No tab keeps a timer: a period later nothing was sent.
  const before = tracker.authenticates.length;
  await context.clock.runFor(PERIOD_MS * 2);
  await sleep(200);
  expect(tracker.authenticates.length).toBe(before);
});

test('an hour offline keeps the session with few requests, and it refreshes on reconnect', async ({ page, context, host, emulator }) => {
  test.setTimeout(60_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'offline');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 1);
  await pauseClock(context, tabs);
  const before = { browser: tracker.started, authenticates: await authenticates(emulator) };

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await runClock(context, tabs, tracker, 60 * 60_000, { step: 10_000, expectAtDue: false });
  // Bounded: nothing reached the emulator, and the page tried nothing (or next to nothing).
  expect(await authenticates(emulator)).toBe(before.authenticates);
  test.info().annotations.push({ type: 'offline', description: `${tracker.started - before.browser} API requests tried by the page in the hour offline` });
  expect(tracker.started - before.browser).toBeLessThanOrEqual(2);
  expect((await snapshot(page))?.id).toBe(signedIn.sessionId);
  expect(await changes(page)).not.toContainEqual(expect.objectContaining({ type: 'signed_out' }));
  const offlineUntil = await pageNow(page);

  await context.setOffline(false);
  await expect.poll(() => authenticates(emulator), { message: 'one refresh on reconnect', timeout: 5_000 }).toBe(before.authenticates + 1);
  await settle(tracker, tracker.started);
  await sleep(300);
  expect(await authenticates(emulator)).toBe(before.authenticates + 1);
  const last = (await fetches(page)).at(-1)!;
  expect(last.status).toBe(200);
  // "Soon": the clock did not move; it went out when the page heard `online`.
  expect(last.start).toBe(offlineUntil);
  expect((await snapshot(page))?.id).toBe(signedIn.sessionId);
});

type Fault = { status?: number; retry_after_s?: number; drop?: 'before' | 'after'; latency_ms?: number; times: number };

/** Faults for POST /sessions/authenticate at the emulator (POST /__emulator/faults), applied in order. */
async function injectFaults(emulator: Emulator, faults: Fault[]) {
  for (const fault of faults) {
    const response = await fetch(`${emulator.origin}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: `POST ${AUTHENTICATE}`, ...fault }),
    });
    expect(response.status, await response.text()).toBe(200);
  }
}

test('network errors, 500s and 429s are retried with backoff, and a 429 waits for its Retry-After', async ({ page, context, host, emulator }) => {
  test.setTimeout(60_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'backoff');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 1);
  await pauseClock(context, tabs);
  const RETRY_AFTER_S = 30;
  // A dropped connection (a network error), two 500s, then a 429 asking for 30 s.
  await injectFaults(emulator, [
    { drop: 'before', times: 1 },
    { status: 500, times: 2 },
    { status: 429, retry_after_s: RETRY_AFTER_S, times: 1 },
  ]);

  // The first failure: the period's refresh. The clock runs only just past it: the mark was written
  // before the clock paused, so on a busy machine a period and a second from now would take in
  // the first retry (2 s after the failure) too.
  const mark = Number(await tabs[0]!.evaluate((key) => localStorage.getItem(key), MARK_KEY));
  await runClock(context, tabs, tracker, mark + PERIOD_MS + 101 - (await pageNow(tabs[0]!)));
  let records = await fetches(page);
  expect(records.at(-1)!.status).toBe('error');

  const STEP = 10;
  /** Jumps to just before `minGap` after the last answer (nothing sent yet), then steps until the next attempt; returns its gap. */
  const COARSE = 100;
  /**
   * Runs the clock to the next attempt after the last answer: in coarse steps up to `minGap`
   * (so a retry sent too soon is still seen, within about two steps of when it was sent), then
   * in steps of STEP through the allowed window; returns the gap from the answer to the attempt.
   */
  async function nextAttempt(minGap: number, maxGap: number): Promise<number> {
    const count = records.length;
    const lastEnd = records.at(-1)!.end!;
    for (let stepMs = COARSE, limit = minGap - 1; records.length === count; ) {
      const now = await pageNow(page);
      if (now >= lastEnd + limit) {
        if (stepMs === STEP) break;
        [stepMs, limit] = [STEP, maxGap + STEP];
        continue;
      }
      const started = tracker.started;
      await context.clock.runFor(Math.min(stepMs, lastEnd + limit - now));
      await settle(tracker, started);
      records = await fetches(page);
    }
    expect(records.length, `a retry by ${maxGap} ms`).toBe(count + 1);
    await expect.poll(async () => (records = await fetches(page)).at(-1)!.end).not.toBeNull();
    const gap = records.at(-1)!.start - lastEnd;
    test.info().annotations.push({ type: 'retry gap (ms)', description: `${gap} (allowed ${minGap}..${maxGap}), answered ${records.at(-1)!.status}` });
    // Soft, so every gap is measured and reported.
    expect.soft(gap, `retry gap after answer ${count}`).toBeGreaterThanOrEqual(minGap);
    expect.soft(gap, `retry gap after answer ${count}`).toBeLessThanOrEqual(maxGap);
    return gap;
  }

  const gaps: number[] = [];
  for (const n of [0, 1, 2]) {
    const backoff = 2000 * 2 ** n;
    gaps.push(await nextAttempt(backoff - JITTER_MS, backoff + JITTER_MS + STEP));
    expect(records.at(-1)!.status).toBe(n < 2 ? 500 : 429);
  }
  // After three failures the backoff is 16 s ± 175 ms, but the 429 asked for 30 s.
  gaps.push(await nextAttempt(RETRY_AFTER_S * 1000, RETRY_AFTER_S * 1000 + JITTER_MS + STEP));
  expect(records.at(-1)!.status).toBe(200);
  expect((await snapshot(page))?.id).toBe(signedIn.sessionId);
  expect(await changes(page)).not.toContainEqual(expect.objectContaining({ type: 'signed_out' }));

  // Success reset the count: the next refresh is a period later, not a backoff.
  const count = records.length;
  await context.clock.runFor(PERIOD_MS - 1_000);
  await sleep(100);
  expect((await fetches(page)).length).toBe(count);
});

/** A direct API call that revokes the session (as a logout elsewhere, or an admin, would). */
async function revokeByApi(emulator: Emulator, token: string) {
  const response = await fetch(`${emulator.origin}/sdk/v1/sessions/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${token}`).toString('base64')}` },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

/** Every tab signed out, the refreshing one by the provider's answer ('revoked'), the others by the storage event. */
async function expectAllSignedOutByProvider(context: BrowserContext, host: Host, tabs: Page[]) {
  const reasons: string[] = [];
  for (const [i, tab] of tabs.entries()) {
    await expect.poll(() => snapshot(tab), { message: `tab ${i} signed out` }).toBeNull();
    const outs = (await changes(tab)).filter((change) => change.type === 'signed_out');
    expect(outs, `tab ${i}`).toHaveLength(1);
    reasons.push(outs[0]!.reason!);
  }
  expect(reasons).toContain('revoked');
  for (const reason of reasons) expect(['revoked', 'another_tab']).toContain(reason);
  expect(await sessionCookies(context, host.origin)).toEqual([]);
  return reasons;
}

test('session_not_found signs out every tab at the next refresh, with no retry loop', async ({ page, context, host, emulator }) => {
  test.setTimeout(60_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'revoked');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 3);
  await pauseClock(context, tabs);
  await revokeByApi(emulator, signedIn.token);

  await runClock(context, tabs, tracker, PERIOD_MS + 1_000);
  const reasons = await expectAllSignedOutByProvider(context, host, tabs);
  test.info().annotations.push({ type: 'reasons', description: reasons.join(', ') });
  const answers = (await Promise.all(tabs.map(fetches))).flat().slice(1).map((record) => record.status);
  expect(answers.every((status) => status === 404)).toBe(true);

  // Unrecoverable: nothing more is sent.
  const before = tracker.authenticates.length;
  await runClock(context, tabs, tracker, 3 * PERIOD_MS, { expectAtDue: false });
  expect(tracker.authenticates.length).toBe(before);
});

test("the emulator's clock moved past the session's expiry signs out every tab at the next refresh", async ({ page, context, host, emulator }) => {
  test.setTimeout(60_000);
  const { tracker } = await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'server-expiry');
  const tabs = await openTabs(context, page, clientPage(host, emulator, 'tabs'), 3);
  await pauseClock(context, tabs);
  await emulator.advanceClock(Date.parse(signedIn.expiresAt) - Date.now() + 60_000);

  // Nothing changes before the next refresh...
  await context.clock.runFor(PERIOD_MS / 2);
  for (const tab of tabs) expect((await snapshot(tab))?.id).toBe(signedIn.sessionId);
  // ...which the provider answers session_not_found, though the pages' clocks are hours from expiry.
  await runClock(context, tabs, tracker, PERIOD_MS);
  expect(await pageNow(page)).toBeLessThan(Date.parse(signedIn.expiresAt));
  await expectAllSignedOutByProvider(context, host, tabs);
});

test('a page that holds only the session cookie restores the session and the user at once', async ({ page, context, host, emulator }) => {
  await setUp(context, emulator);
  const signedIn = await signInByApi(context, host, emulator, 'cookie-only');
  await page.goto(clientPage(host, emulator, 'restore'));
  // Nothing is known synchronously at first (no stored state)...
  expect(await page.evaluate(() => (window as unknown as { __initial: unknown }).__initial)).toEqual({ session: null, user: null });
  await expect.poll(() => snapshot(page)).toEqual({ id: signedIn.sessionId, expires_at: signedIn.expiresAt });
  // ...then one authenticate fills in getSession() and getUser().
  expect(await authenticates(emulator)).toBe(1);
  const user = await page.evaluate(() => (window as unknown as { __client: { getUser(): { user_id: string; emails: { email: string }[] } | null } }).__client.getUser());
  expect(user?.user_id).toBe(signedIn.userId);
  expect(user?.emails.map((entry) => entry.email)).toEqual([signedIn.email]);
  expect(await changes(page)).toEqual([{ type: 'signed_in', fromAnotherTab: false }]);
  expect(await page.evaluate((key) => localStorage.getItem(key) !== null, STATE_KEY)).toBe(true);
});

/** Chromium as playwright.config.ts launches it, but keeping the back-forward cache that Playwright turns off by default. */
function launchWithBackForwardCache() {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

test('a page restored from the back-forward cache catches up: an overdue refresh runs at once', async ({ host, emulator }) => {
  const browser = await launchWithBackForwardCache();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await setUp(context, emulator);
      const signedIn = await signInByApi(context, host, emulator, 'bfcache');
    // no-store would keep the page out of the cache (its cookies change), so this page may be cached.
    const url = clientPage(host, emulator, 'bfcache', { 'cache-control': 'private, max-age=0' });
    const elsewhere = host.add('elsewhere', '<!doctype html><title>Elsewhere</title><p>Another page of the site</p>');
    await openTabs(context, page, url, 1);
    await pauseClock(context, [page]);
    const cdp = await context.newCDPSession(page);
    const notRestored: unknown[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => notRestored.push(event.notRestoredExplanations));
    await cdp.send('Page.enable');
    const before = await authenticates(emulator);
    const mark = Number(await page.evaluate((key) => localStorage.getItem(key), MARK_KEY));

    // The laptop slept: the page's time is past the refresh's due moment, but no timer has run.
    await context.clock.setSystemTime(mark + PERIOD_MS + 5_000);
    await sleep(200);
    expect(await authenticates(emulator)).toBe(before);

    await page.goto(elsewhere);
    // A page restored from the cache fires no load event: wait for the commit, then for its pageshow.
    await page.goBack({ waitUntil: 'commit' });
    const shows = () => page.evaluate(() => (window as unknown as { __pageshows?: { persisted: boolean }[] }).__pageshows?.map((show) => show.persisted) ?? null);
    await expect.poll(shows, { message: 'pageshow after going back', timeout: 5_000 }).not.toBeNull();
    expect(notRestored, 'Chromium says why the page was not restored').toEqual([]);
    expect(await shows()).toEqual([false, true]);
    // The restored page (its own script state, not a reload) refreshed at once, with the clock still.
    await expect.poll(() => authenticates(emulator), { message: 'an overdue refresh on pageshow', timeout: 5_000 }).toBe(before + 1);
    const last = (await fetches(page)).at(-1)!;
    expect(last.start).toBeGreaterThanOrEqual(mark + PERIOD_MS);
    await expect.poll(async () => (await fetches(page)).at(-1)!.status).toBe(200);
    expect((await snapshot(page))?.id).toBe(signedIn.sessionId);
    expect(await changes(page)).toContainEqual({ type: 'refreshed', fromAnotherTab: false });
  } finally {
    await browser.close();
  }
});

// Google One Tap (docs/spec/product.md §2 One Tap, §8 One Tap failures; docs/spec/security.md P6): the model
// with a fake Google script and fake start/callback, followableUrl, and the OneTap component in
// the document and inside a shadow root.
import fc from 'fast-check';
import { act } from 'preact/test-utils';
import { render } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  GsiAccountsId,
  GsiCredentialResponse,
  GsiIdConfiguration,
  GsiNotDisplayedReason,
  GsiPromptMomentNotification,
  GsiSkippedReason,
} from '../../../src/contract/index';
import { createOneTap, followableUrl, ONE_TAP_RESIZE_MS, type OneTapDeps } from '../../../src/products/oauth/oneTap';
import { OneTap } from '../../../src/products/oauth/OneTap';
import { enOAuth } from '../../../src/products/oauth/strings';
import { en } from '../../../src/i18n/en';
import { StyleContext } from '../../../src/ui/StyleContext';
import { createStyleSheet } from '../../../src/ui/styled';
import { WIDGET_SHEET } from '../../../src/ui/widgetSheet';
import { renderWithCss, type Rendered } from '../../support/render';

const CLIENT_ID = 'emulator-google-client-id.apps.googleusercontent.com';
const CALLBACK_ID = 'callback-id-1';
const REDIRECT = 'https://app.example.com/authenticate?stytch_token_type=oauth&token=abc';

// ---- A fake google.accounts.id: records initialize and prompt; the test plays Google's moments ----

type Moment =
  | { kind: 'displayed' }
  | { kind: 'not-displayed'; reason: GsiNotDisplayedReason }
  | { kind: 'skipped'; reason: GsiSkippedReason }
  | { kind: 'dismissed' };

function notification(moment: Moment): GsiPromptMomentNotification {
  const display = moment.kind === 'displayed' || moment.kind === 'not-displayed';
  return {
    isDisplayMoment: () => display,
    isDisplayed: () => moment.kind === 'displayed',
    isNotDisplayed: () => moment.kind === 'not-displayed',
    getNotDisplayedReason: () => (moment.kind === 'not-displayed' ? moment.reason : undefined),
    isSkippedMoment: () => moment.kind === 'skipped',
    getSkippedReason: () => (moment.kind === 'skipped' ? moment.reason : undefined),
    isDismissedMoment: () => moment.kind === 'dismissed',
    getDismissedReason: () => (moment.kind === 'dismissed' ? 'credential_returned' : undefined),
    getMomentType: () => (display ? 'display' : moment.kind === 'skipped' ? 'skipped' : 'dismissed'),
  };
}

function fakeGsi() {
  const configs: GsiIdConfiguration[] = [];
  const listeners: ((n: GsiPromptMomentNotification) => void)[] = [];
  const gsi = {
    initialize: vi.fn((config: GsiIdConfiguration) => void configs.push(config)),
    prompt: vi.fn((listener?: (n: GsiPromptMomentNotification) => void) => void (listener && listeners.push(listener))),
    renderButton: vi.fn(),
    cancel: vi.fn(),
  } satisfies GsiAccountsId;
  return {
    gsi,
    configs,
    /** Google tells the newest prompt's listener of a moment. */
    moment: (moment: Moment) => listeners.at(-1)!(notification(moment)),
    /** The person picked an account: Google calls initialize's callback. */
    credential: (credential: string) =>
      configs.at(-1)!.callback({ credential, select_by: 'user', clientId: configs.at(-1)!.client_id } satisfies GsiCredentialResponse),
  };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<OneTapDeps> = {}) {
  const google = fakeGsi();
  const deps = {
    position: 'embedded' as const,
    explain: true,
    start: vi.fn(async () => ({ google_client_id: CLIENT_ID, oauth_callback_id: CALLBACK_ID })),
    callback: vi.fn(async (_id: string, _token: string) => ({ redirect_url: REDIRECT })),
    loadGsi: vi.fn(async () => google.gsi as GsiAccountsId),
    navigate: vi.fn((_url: string) => undefined),
    reportError: vi.fn((_error: unknown) => undefined),
    ...overrides,
  } satisfies OneTapDeps;
  const oneTap = createOneTap(deps);
  return { oneTap, deps, google };
}

/** A shown One Tap whose prompt is up (Google has not told of a moment yet). */
async function shown(overrides: Partial<OneTapDeps> = {}, parentId = 'parent-1') {
  const context = setup(overrides);
  await context.oneTap.show(parentId);
  expect(context.google.gsi.prompt).toHaveBeenCalledTimes(1);
  return context;
}

describe('createOneTap: the states (docs/spec/product.md §2)', () => {
  it('is pending until Google shows the prompt, then rendered', async () => {
    const { oneTap, deps, google } = setup();
    expect(oneTap.status.value).toBe('pending');
    const showing = oneTap.show('parent-1');
    expect(oneTap.status.value).toBe('pending');
    await showing;
    expect(deps.start).toHaveBeenCalledTimes(1);
    expect(google.configs).toEqual([
      { client_id: CLIENT_ID, callback: expect.any(Function), cancel_on_tap_outside: false, itp_support: true, prompt_parent_id: 'parent-1' },
    ]);
    expect(oneTap.status.value).toBe('pending');
    google.moment({ kind: 'displayed' });
    expect(oneTap.status.value).toBe('rendered');
    expect(oneTap.message.value).toBeUndefined();
    expect(deps.reportError).not.toHaveBeenCalled();
  });

  it('passes prompt_parent_id only when embedded, and only when given', async () => {
    const embedded = await shown({ position: 'embedded' }, 'aw-one-tap-1');
    expect(embedded.google.configs[0]!.prompt_parent_id).toBe('aw-one-tap-1');
    const floating = await shown({ position: 'floating' }, 'aw-one-tap-1');
    expect(floating.google.configs[0]).not.toHaveProperty('prompt_parent_id');
    const noParent = setup({ position: 'embedded' });
    await noParent.oneTap.show();
    expect(noParent.google.configs[0]).not.toHaveProperty('prompt_parent_id');
  });

  it('a skipped moment (user_cancel) fails without a message, also for a test project', async () => {
    const { oneTap, google } = await shown();
    google.moment({ kind: 'displayed' });
    google.moment({ kind: 'skipped', reason: 'user_cancel' });
    expect(oneTap.status.value).toBe('failed');
    expect(oneTap.message.value).toBeUndefined();
  });

  it('a dismissed moment changes nothing', async () => {
    const { oneTap, google } = await shown();
    google.moment({ kind: 'displayed' });
    google.moment({ kind: 'dismissed' });
    expect(oneTap.status.value).toBe('rendered');
  });

  it('show after failed does nothing', async () => {
    const { oneTap, deps, google } = await shown();
    google.moment({ kind: 'skipped', reason: 'tap_outside' });
    await oneTap.show('parent-1');
    expect(oneTap.status.value).toBe('failed');
    expect(deps.start).toHaveBeenCalledTimes(1);
    expect(deps.loadGsi).toHaveBeenCalledTimes(1);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
  });
});

describe('createOneTap: the failures a test project is told of (docs/spec/product.md §8)', () => {
  it.each([
    ['unregistered_origin', 'oneTapOriginNotAllowed'],
    ['invalid_client', 'oneTapInvalidClient'],
  ] as const)('not displayed (%s): failed with %s when explained, without a message when not (a live token)', async (reason, key) => {
    for (const explain of [true, false]) {
      const { oneTap, google } = await shown({ explain });
      google.moment({ kind: 'not-displayed', reason });
      expect(oneTap.status.value).toBe('failed');
      expect(oneTap.message.value).toBe(explain ? key : undefined);
    }
  });

  it.each(['opt_out_or_no_session', 'suppressed_by_user', 'browser_not_supported', 'unknown_reason'] as const)(
    'not displayed (%s): failed without a message',
    async (reason) => {
      const { oneTap, google } = await shown();
      google.moment({ kind: 'not-displayed', reason });
      expect(oneTap.status.value).toBe('failed');
      expect(oneTap.message.value).toBeUndefined();
    },
  );

  it('a start answering an empty google_client_id: failed with oneTapNotConfigured, reported, and no script loaded', async () => {
    const { oneTap, deps } = setup({ start: vi.fn(async () => ({ google_client_id: '', oauth_callback_id: '' })) });
    await oneTap.show('parent-1');
    expect(oneTap.status.value).toBe('failed');
    expect(oneTap.message.value).toBe('oneTapNotConfigured');
    expect(deps.loadGsi).not.toHaveBeenCalled();
    expect(deps.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('not configured') }));

    const live = setup({ explain: false, start: vi.fn(async () => ({ google_client_id: '', oauth_callback_id: '' })) });
    await live.oneTap.show('parent-1');
    expect([live.oneTap.status.value, live.oneTap.message.value]).toEqual(['failed', undefined]);
  });

  it.each([
    ['no_login_redirect_urls_set', 'oneTapNoLoginRedirect'],
    ['no_signup_redirect_urls_set', 'oneTapNoSignupRedirect'],
    ['default_provider_not_allowed', 'oneTapDefaultProvider'],
    ['origin_not_allowed_for_client', 'oneTapOriginNotAllowed'],
    ['oauth_config_not_found', 'oneTapNotConfigured'],
  ] as const)('a start throwing error_type %s: failed with %s, the error reported', async (type, key) => {
    for (const explain of [true, false]) {
      const error = Object.assign(new Error(`[400] ${type}`), { error_type: type });
      const { oneTap, deps } = setup({ explain, start: vi.fn(async () => Promise.reject(error)) });
      await oneTap.show('parent-1');
      expect(oneTap.status.value).toBe('failed');
      expect(oneTap.message.value).toBe(explain ? key : undefined);
      expect(deps.reportError).toHaveBeenCalledWith(error);
      expect(deps.loadGsi).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['an error type of no One Tap failure', Object.assign(new Error('x'), { error_type: 'internal_server_error' })],
    ['an inherited key', Object.assign(new Error('x'), { error_type: 'toString' })],
    ['a network error', new Error('Unable to contact our servers.')],
    ['null', null],
  ])('a start throwing %s: failed without a message', async (_, error) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- null too, as a page's code may reject
    const { oneTap } = setup({ start: vi.fn(async () => Promise.reject(error)) });
    await oneTap.show('parent-1');
    expect(oneTap.status.value).toBe('failed');
    expect(oneTap.message.value).toBeUndefined();
  });

  it("Google's script failing to load: failed and reported", async () => {
    const error = new Error('AuthWidget: https://accounts.google.com/gsi/client did not load.');
    const { oneTap, deps } = setup({ loadGsi: vi.fn(async () => Promise.reject(error)) });
    await oneTap.show('parent-1');
    expect(oneTap.status.value).toBe('failed');
    expect(deps.reportError).toHaveBeenCalledWith(error);
  });
});

describe('createOneTap: a credential', () => {
  it('goes to the callback with the callback id, then the page follows the redirect URL', async () => {
    const { oneTap, deps, google } = await shown();
    google.moment({ kind: 'displayed' });
    google.credential('header.payload.signature');
    expect(oneTap.status.value).toBe('pending');
    await settle();
    expect(deps.callback).toHaveBeenCalledWith(CALLBACK_ID, 'header.payload.signature');
    expect(deps.navigate).toHaveBeenCalledWith(REDIRECT);
    expect(deps.reportError).not.toHaveBeenCalled();
  });

  it('a refused callback fails and is reported, and the page goes nowhere', async () => {
    const error = Object.assign(new Error('[404] oauth_callback_not_found'), { error_type: 'oauth_callback_not_found' });
    const { oneTap, deps, google } = await shown({ callback: vi.fn(async () => Promise.reject(error)) });
    google.moment({ kind: 'displayed' });
    google.credential('jwt');
    await settle();
    expect(oneTap.status.value).toBe('failed');
    expect(deps.reportError).toHaveBeenCalledWith(error);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'http://evil.example/authenticate?token=x'])(
    'a callback redirecting to %s is not followed (P6): failed and reported',
    async (redirect) => {
      const navigated: string[] = [];
      const { oneTap, deps, google } = await shown({
        callback: vi.fn(async () => ({ redirect_url: redirect })),
        // As session.ts navigates: only what followableUrl lets through.
        navigate: (url: string) => void navigated.push(followableUrl(url)),
      });
      google.moment({ kind: 'displayed' });
      google.credential('jwt');
      await settle();
      expect(navigated).toEqual([]);
      expect(oneTap.status.value).toBe('failed');
      expect(deps.reportError).toHaveBeenCalledTimes(1);
    },
  );
});

describe('createOneTap: hide', () => {
  it('cancels the prompt, and a late moment after it changes nothing', async () => {
    const { oneTap, google } = await shown();
    oneTap.hide();
    expect(google.gsi.cancel).toHaveBeenCalledTimes(1);
    google.moment({ kind: 'displayed' });
    expect(oneTap.status.value).toBe('pending');
    google.moment({ kind: 'not-displayed', reason: 'unregistered_origin' });
    google.moment({ kind: 'skipped', reason: 'user_cancel' });
    expect(oneTap.status.value).toBe('pending');
    expect(oneTap.message.value).toBeUndefined();
  });

  it('while the start is on its way: Google is never asked', async () => {
    let answer!: (value: { google_client_id: string; oauth_callback_id: string }) => void;
    const { oneTap, deps, google } = setup({
      start: vi.fn(() => new Promise<{ google_client_id: string; oauth_callback_id: string }>((resolve) => (answer = resolve))),
    });
    const showing = oneTap.show('parent-1');
    oneTap.hide();
    answer({ google_client_id: CLIENT_ID, oauth_callback_id: CALLBACK_ID });
    await showing;
    expect(deps.loadGsi).not.toHaveBeenCalled();
    expect(google.gsi.initialize).not.toHaveBeenCalled();
    expect(google.gsi.prompt).not.toHaveBeenCalled();
    expect(oneTap.status.value).toBe('pending');
  });

  it('a failure of a hidden show is not shown', async () => {
    let refuse!: (error: unknown) => void;
    const { oneTap } = setup({ start: vi.fn(() => new Promise<never>((_, reject) => (refuse = reject))) });
    const showing = oneTap.show('parent-1');
    oneTap.hide();
    refuse(Object.assign(new Error('x'), { error_type: 'invalid_client' }));
    await showing;
    expect(oneTap.status.value).toBe('pending');
    expect(oneTap.message.value).toBeUndefined();
  });

  it('a second show after hide prompts again, and only its moments count', async () => {
    const { oneTap, deps, google } = await shown();
    const firstListener = google.gsi.prompt.mock.calls[0]![0]!;
    oneTap.hide();
    await oneTap.show('parent-1');
    expect(deps.start).toHaveBeenCalledTimes(2);
    firstListener(notification({ kind: 'skipped', reason: 'user_cancel' }));
    expect(oneTap.status.value).toBe('pending');
    google.moment({ kind: 'displayed' });
    expect(oneTap.status.value).toBe('rendered');
  });
});

describe('createOneTap: resize lays the embedded prompt out again (docs/spec/product.md §2, §9: 100 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A One Tap whose embedded prompt Google shows at a 334 px placeholder, told before show as the component does. */
  async function rendered(overrides: Partial<OneTapDeps> = {}) {
    const context = setup(overrides);
    context.oneTap.resize(334);
    await context.oneTap.show('parent-1');
    context.google.moment({ kind: 'displayed' });
    expect(context.oneTap.status.value).toBe('rendered');
    return context;
  }

  it('width changes within 100 ms: one cancel and one prompt once the width has held 100 ms, with the same initialize and no new start', async () => {
    const { oneTap, deps, google } = await rendered();
    oneTap.resize(300);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS - 1);
    oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS - 1);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(google.gsi.cancel).toHaveBeenCalledTimes(1);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
    expect(google.gsi.cancel.mock.invocationCallOrder[0]).toBeLessThan(google.gsi.prompt.mock.invocationCallOrder[1]!);
    vi.advanceTimersByTime(1000);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
    expect(deps.start).toHaveBeenCalledTimes(1);
    expect(deps.loadGsi).toHaveBeenCalledTimes(1);
    expect(google.gsi.initialize).toHaveBeenCalledTimes(1);
    // No spinner while Google lays it out again.
    expect(oneTap.status.value).toBe('rendered');
  });

  it('the same width again (a change of height) is no change and puts nothing off, nor is a width back at the prompted one within 100 ms', async () => {
    const { oneTap, google } = await rendered();
    oneTap.resize(334);
    vi.advanceTimersByTime(1000);
    oneTap.resize(300);
    vi.advanceTimersByTime(50);
    oneTap.resize(334);
    vi.advanceTimersByTime(1000);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
    expect(google.gsi.cancel).not.toHaveBeenCalled();
    // Nor does a change of height put off a change of width.
    oneTap.resize(280);
    vi.advanceTimersByTime(60);
    oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS - 60);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
  });

  it('a width changed while the prompt was on its way: nothing while pending, then laid out again once Google shows it', async () => {
    const { oneTap, google } = setup();
    oneTap.resize(334);
    await oneTap.show('parent-1');
    oneTap.resize(254);
    vi.advanceTimersByTime(1000);
    expect(oneTap.status.value).toBe('pending');
    expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
    google.moment({ kind: 'displayed' });
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS - 1);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
    // Shown again at the new width: nothing more.
    google.moment({ kind: 'displayed' });
    vi.advanceTimersByTime(1000);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
  });

  it("late moments of the earlier prompt change nothing, even one Google tells during cancel; the new prompt's count", async () => {
    const { oneTap, google } = await rendered();
    const first = google.gsi.prompt.mock.calls[0]![0]!;
    // As if Google told the cancelled prompt's listener at once that it was skipped.
    google.gsi.cancel.mockImplementation(() => first(notification({ kind: 'skipped', reason: 'auto_cancel' })));
    oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
    first(notification({ kind: 'not-displayed', reason: 'unregistered_origin' }));
    expect([oneTap.status.value, oneTap.message.value]).toEqual(['rendered', undefined]);
    google.moment({ kind: 'displayed' });
    expect(oneTap.status.value).toBe('rendered');
    google.moment({ kind: 'not-displayed', reason: 'unregistered_origin' });
    expect([oneTap.status.value, oneTap.message.value]).toEqual(['failed', 'oneTapOriginNotAllowed']);
  });

  it("after it, a person's choice signs in with the start's callback id, and closing it fails as before", async () => {
    const chosen = await rendered();
    chosen.oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS);
    chosen.google.moment({ kind: 'displayed' });
    chosen.google.credential('header.payload.signature');
    await vi.advanceTimersByTimeAsync(0);
    expect(chosen.deps.callback).toHaveBeenCalledWith(CALLBACK_ID, 'header.payload.signature');
    expect(chosen.deps.navigate).toHaveBeenCalledWith(REDIRECT);

    const closed = await rendered();
    closed.oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS);
    closed.google.moment({ kind: 'skipped', reason: 'user_cancel' });
    expect([closed.oneTap.status.value, closed.oneTap.message.value]).toEqual(['failed', undefined]);
  });

  it('nothing while pending (the start on its way, or a credential at the callback) or once failed', async () => {
    const starting = setup({ start: vi.fn(() => new Promise<never>(() => undefined)) });
    starting.oneTap.resize(334);
    void starting.oneTap.show('parent-1');
    starting.oneTap.resize(254);
    vi.advanceTimersByTime(1000);
    expect(starting.google.gsi.prompt).not.toHaveBeenCalled();
    expect(starting.google.gsi.cancel).not.toHaveBeenCalled();

    const signingIn = await rendered({ callback: vi.fn(() => new Promise<never>(() => undefined)) });
    signingIn.google.credential('jwt');
    signingIn.oneTap.resize(280);
    vi.advanceTimersByTime(1000);
    expect(signingIn.oneTap.status.value).toBe('pending');
    expect(signingIn.google.gsi.prompt).toHaveBeenCalledTimes(1);

    const failed = await rendered();
    failed.google.moment({ kind: 'skipped', reason: 'user_cancel' });
    failed.oneTap.resize(280);
    vi.advanceTimersByTime(1000);
    expect(failed.google.gsi.prompt).toHaveBeenCalledTimes(1);
    expect(failed.google.gsi.cancel).not.toHaveBeenCalled();
  });

  it('refitting from the cancel until Google shows the prompt again (or says why not), and not after hide', async () => {
    const { oneTap, google } = await rendered();
    expect(oneTap.refitting.value).toBe(false);
    oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS);
    expect(oneTap.refitting.value).toBe(true);
    google.moment({ kind: 'displayed' });
    expect(oneTap.refitting.value).toBe(false);
    oneTap.resize(254);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS);
    google.moment({ kind: 'skipped', reason: 'user_cancel' });
    expect([oneTap.refitting.value, oneTap.status.value]).toEqual([false, 'failed']);

    const hidden = await rendered();
    hidden.oneTap.resize(280);
    vi.advanceTimersByTime(ONE_TAP_RESIZE_MS);
    hidden.oneTap.hide();
    expect(hidden.oneTap.refitting.value).toBe(false);
  });

  it('nothing when floating, and nothing after hide (the wait is dropped)', async () => {
    const floating = await rendered({ position: 'floating' });
    floating.oneTap.resize(280);
    vi.advanceTimersByTime(1000);
    expect(floating.google.gsi.prompt).toHaveBeenCalledTimes(1);

    const hidden = await rendered();
    hidden.oneTap.resize(280);
    hidden.oneTap.hide();
    vi.advanceTimersByTime(1000);
    expect(hidden.google.gsi.prompt).toHaveBeenCalledTimes(1);
    expect(hidden.google.gsi.cancel).toHaveBeenCalledTimes(1);
  });
});

describe('followableUrl (docs/spec/security.md P6)', () => {
  const refused = (value: string) => {
    try {
      followableUrl(value);
      return false;
    } catch {
      return true;
    }
  };

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\n javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://app.example.com/uuid',
    'file:///etc/passwd',
    'ftp://app.example.com/',
    'ws://localhost:3000/',
    'http://evil.example/authenticate',
    'http://localhost.evil.com/',
    'http://127.0.0.1.evil.com/',
    'http://evil.example@localhost.evil.com/',
    '//evil.example/',
    '/relative/path',
    '',
    'not a url',
  ])('refuses %j', (value) => {
    expect(refused(value)).toBe(true);
  });

  it.each([
    [REDIRECT, REDIRECT],
    ['HTTPS://App.Example.com/x', 'https://app.example.com/x'],
    ['http://localhost:3000/authenticate?token=x', 'http://localhost:3000/authenticate?token=x'],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/'],
    ['http://[::1]:3000/cb', 'http://[::1]:3000/cb'],
    ['http://app.localhost/cb', 'http://app.localhost/cb'],
    ['http://evil.example@localhost:3000/cb', 'http://evil.example@localhost:3000/cb'],
  ])('follows %j, as parsed', (value, href) => {
    expect(followableUrl(value)).toBe(href);
  });

  it('refuses javascript: and data: in any case, after any leading spaces and control characters', () => {
    const lead = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\u0000', '\u0001', '\u001f'), maxLength: 4 });
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript').chain((name) => fc.mixedCase(fc.constant(name)));
    const rest = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(lead, scheme, rest, (before, name, after) => {
        expect(refused(`${before}${name}:${after}`)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('follows https to any host, and http only to a loopback host', () => {
    const host = fc.domain().filter((domain) => !/(^|\.)localhost$/i.test(domain));
    fc.assert(
      fc.property(host, fc.webPath(), (domain, path) => {
        expect(refused(`https://${domain}${path}`)).toBe(false);
        expect(refused(`http://${domain}${path}`)).toBe(true);
        expect(refused(`http://localhost:3000${path}`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

// ---- The component ----

let rendered: Rendered | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  if (host) {
    await act(() => {
      render(null, host!.shadowRoot!.firstElementChild!);
    });
    host.remove();
    host = undefined;
  }
});

/** Renders into a shadow root of a host element, as mount.tsx does with enableShadowDOM. */
async function renderInShadow(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.appendChild(container);
  const sheet = createStyleSheet(root, 'test-nonce', WIDGET_SHEET.text);
  const draw = (child: React.ReactNode) =>
    act(() => {
      render(<StyleContext.Provider value={sheet}>{child}</StyleContext.Provider>, container);
    });
  await draw(node);
  return { host, root, container, unmount: () => draw(null) };
}

const FALLBACK = <button type="button" className="fallback-google">Continue with Google</button>;

describe('the OneTap component', () => {
  it('pending: the spinner in .aw-onetap, and the embedded prompt parent inside it', async () => {
    const { oneTap, deps } = setup({ start: vi.fn(() => new Promise<never>(() => undefined)) });
    rendered = await renderWithCss(<OneTap oneTap={oneTap} fallback={FALLBACK} />);
    const box = rendered.container.querySelector('.aw-onetap')!;
    expect(box).not.toBeNull();
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.querySelector('.aw-spinner')?.textContent).toBe(en.loading);
    expect(rendered.container.querySelector('.fallback-google')).toBeNull();
    // Outside a shadow root, the slot is inert and its own child is the parent Google is given.
    const slot = box.querySelector('slot')!;
    const parent = slot.querySelector('div')!;
    expect(parent.id).toBe(slot.getAttribute('name'));
    expect(deps.start).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('rendered: the spinner goes; floating, the placeholder hides', async () => {
    const embedded = await shownComponent('embedded');
    expect(embedded.box().getAttribute('aria-busy')).toBeNull();
    expect(embedded.box().querySelector('.aw-spinner')).toBeNull();
    expect(embedded.box().hidden).toBe(false);
    await rendered!.unmount();
    rendered = undefined;

    const floating = await shownComponent('floating');
    expect(floating.box().hidden).toBe(true);
    expect(floating.box().querySelector('slot')).toBeNull();
    expect(floating.google.configs[0]).not.toHaveProperty('prompt_parent_id');
  });

  async function shownComponent(position: 'embedded' | 'floating') {
    const context = setup({ position });
    rendered = await renderWithCss(<OneTap oneTap={context.oneTap} fallback={FALLBACK} />);
    await act(settle);
    await act(() => context.google.moment({ kind: 'displayed' }));
    return { ...context, box: () => rendered!.container.querySelector<HTMLElement>('.aw-onetap')! };
  }

  it('failed: the fallback node and the message paragraph for a test project', async () => {
    const { oneTap } = setup({ start: vi.fn(async () => ({ google_client_id: '', oauth_callback_id: '' })) });
    rendered = await renderWithCss(<OneTap oneTap={oneTap} fallback={FALLBACK} />);
    await act(settle);
    expect(oneTap.status.value).toBe('failed');
    // In the placeholder's box, without its spinner, so what follows does not move up.
    expect(rendered.container.querySelector('.aw-onetap .aw-spinner')).toBeNull();
    expect(rendered.container.querySelector('.aw-onetap > .fallback-google')?.textContent).toBe('Continue with Google');
    expect(rendered.container.querySelector('p.aw-onetap-why')?.textContent).toBe(enOAuth.oneTapNotConfigured);
  });

  it('failed without a message (a live token or a cancel): only the fallback', async () => {
    const { oneTap, google } = setup({ explain: false });
    rendered = await renderWithCss(<OneTap oneTap={oneTap} fallback={FALLBACK} />);
    await act(settle);
    await act(() => google.moment({ kind: 'not-displayed', reason: 'unregistered_origin' }));
    expect(rendered.container.querySelector('.fallback-google')).not.toBeNull();
    expect(rendered.container.querySelector('.aw-onetap-why')).toBeNull();
  });

  it('unmount calls hide (Google is told to cancel)', async () => {
    const { oneTap, google } = setup();
    rendered = await renderWithCss(<OneTap oneTap={oneTap} fallback={FALLBACK} />);
    await act(settle);
    expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
    await rendered.unmount();
    rendered = undefined;
    expect(google.gsi.cancel).toHaveBeenCalledTimes(1);
    google.moment({ kind: 'skipped', reason: 'user_cancel' });
    expect(oneTap.status.value).toBe('pending');
  });

  it('inside a shadow root: the parent is a light-DOM child of the host, shown through a named slot; unmount removes it', async () => {
    const { oneTap, google } = setup();
    const shadow = await renderInShadow(<OneTap oneTap={oneTap} fallback={FALLBACK} />);
    await act(settle);
    const parents = [...shadow.host.children];
    expect(parents).toHaveLength(1);
    const parent = parents[0] as HTMLElement;
    expect(parent.tagName).toBe('DIV');
    expect(parent.id).toMatch(/^aw-one-tap/);
    expect(parent.slot).toBe(parent.id);
    // Google finds it where it looks: in the document, by id.
    expect(document.getElementById(parent.id)).toBe(parent);
    const slot = shadow.root.querySelector('.aw-onetap slot')!;
    expect(slot.getAttribute('name')).toBe(parent.id);
    expect(google.configs[0]!.prompt_parent_id).toBe(parent.id);

    await shadow.unmount();
    expect(shadow.host.children).toHaveLength(0);
    expect(document.getElementById(parent.id)).toBeNull();
    expect(google.gsi.cancel).toHaveBeenCalledTimes(1);
  });

  describe('resize (docs/spec/product.md §9: debounced by 100 ms)', () => {
    /** A ResizeObserver the test drives: happy-dom's never reports. */
    class FakeResizeObserver {
      static all: FakeResizeObserver[] = [];
      readonly targets = new Set<Element>();
      constructor(readonly callback: ResizeObserverCallback) {
        FakeResizeObserver.all.push(this);
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      unobserve(target: Element) {
        this.targets.delete(target);
      }
      disconnect() {
        this.targets.clear();
      }
    }
    /** The layout's width for every element: happy-dom lays nothing out. */
    let layoutWidth = 334;
    let layoutHeight = 47;
    const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    /** The page lays the placeholder out at `width` × `height`, and the browser tells the observers. */
    const resizeTo = (width: number, height = 47) =>
      act(() => {
        layoutWidth = width;
        layoutHeight = height;
        for (const observer of FakeResizeObserver.all) {
          const entries = [...observer.targets].map((target) => ({ target, contentRect: { width, height } }) as unknown as ResizeObserverEntry);
          if (entries.length) observer.callback(entries, observer as unknown as ResizeObserver);
        }
      });
    const observed = () => FakeResizeObserver.all.flatMap((observer) => [...observer.targets]);
    const elapse = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

    beforeEach(() => {
      FakeResizeObserver.all = [];
      layoutWidth = 334;
      layoutHeight = 47;
      vi.stubGlobal('ResizeObserver', FakeResizeObserver);
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => layoutWidth });
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => layoutHeight });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    });

    /** The embedded prompt shown in a 334 px placeholder; from here the clock is the test's. */
    async function shownAt334(position: 'embedded' | 'floating' = 'embedded', firstReport = true) {
      const context = setup({ position });
      rendered = await renderWithCss(<OneTap oneTap={context.oneTap} fallback={FALLBACK} />);
      await act(settle);
      await act(() => context.google.moment({ kind: 'displayed' }));
      vi.useFakeTimers();
      // The observer's first report, and the chooser making the placeholder taller, not wider.
      if (firstReport) {
        await resizeTo(334);
        await resizeTo(334, 180);
      }
      return context;
    }

    it('observes the placeholder box; widths changing within 100 ms prompt again once, 100 ms after the last, without a new start', async () => {
      const { deps, google } = await shownAt334();
      expect(observed()).toEqual([rendered!.container.querySelector('.aw-onetap')]);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
      await resizeTo(320, 180);
      await elapse(60);
      await resizeTo(300, 180);
      await elapse(60);
      await resizeTo(254, 180);
      await elapse(ONE_TAP_RESIZE_MS - 1);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
      await elapse(1);
      expect(google.gsi.cancel).toHaveBeenCalledTimes(1);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
      await elapse(1000);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
      expect(deps.start).toHaveBeenCalledTimes(1);
      expect(google.gsi.initialize).toHaveBeenCalledTimes(1);
      expect(rendered!.container.querySelector('.aw-spinner')).toBeNull();
    });

    it('while Google lays the prompt out again, the placeholder keeps the height it had, so nothing below moves', async () => {
      const { google } = await shownAt334();
      const box = rendered!.container.querySelector<HTMLElement>('.aw-onetap')!;
      expect(box.style.minHeight).toBe('');
      await resizeTo(254, 180);
      // The cancel takes the chooser away: the observer sees the bare placeholder.
      google.gsi.cancel.mockImplementation(() => void resizeTo(254, 47));
      await elapse(ONE_TAP_RESIZE_MS);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
      expect(box.style.minHeight).toBe('180px');
      await act(() => google.moment({ kind: 'displayed' }));
      expect(box.style.minHeight).toBe('');
    });

    it("a change of height alone prompts nothing; the observer's first report at the width measured at mount neither", async () => {
      const { google } = await shownAt334();
      await resizeTo(334, 47);
      await resizeTo(334, 400);
      await elapse(1000);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
      expect(google.gsi.cancel).not.toHaveBeenCalled();
    });

    it("a width changed before the observer's first report still counts", async () => {
      const { google } = await shownAt334('embedded', false);
      await resizeTo(254, 180);
      await elapse(ONE_TAP_RESIZE_MS);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(2);
    });

    it('nothing while the start is on its way, or once failed', async () => {
      const pending = setup({ start: vi.fn(() => new Promise<never>(() => undefined)) });
      rendered = await renderWithCss(<OneTap oneTap={pending.oneTap} fallback={FALLBACK} />);
      await resizeTo(334);
      vi.useFakeTimers();
      await resizeTo(254);
      await elapse(1000);
      expect(pending.oneTap.status.value).toBe('pending');
      expect(pending.google.gsi.prompt).not.toHaveBeenCalled();
      await rendered.unmount();
      rendered = undefined;
      vi.useRealTimers();

      const { oneTap, google } = await shownAt334();
      await act(() => google.moment({ kind: 'skipped', reason: 'user_cancel' }));
      expect(oneTap.status.value).toBe('failed');
      await resizeTo(254);
      await elapse(1000);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
    });

    it('unmount disconnects the observer and drops the wait; floating observes nothing', async () => {
      const { google } = await shownAt334();
      await resizeTo(254, 180);
      await rendered!.unmount();
      rendered = undefined;
      expect(observed()).toEqual([]);
      expect(google.gsi.cancel).toHaveBeenCalledTimes(1);
      await elapse(1000);
      expect(google.gsi.prompt).toHaveBeenCalledTimes(1);
      vi.useRealTimers();

      await shownAt334('floating');
      expect(observed()).toEqual([]);
    });
  });

  it('floating inside a shadow root: nothing is added to the host', async () => {
    const { oneTap, google } = setup({ position: 'floating' });
    const shadow = await renderInShadow(<OneTap oneTap={oneTap} fallback={FALLBACK} />);
    await act(settle);
    expect(shadow.host.children).toHaveLength(0);
    expect(google.configs[0]).not.toHaveProperty('prompt_parent_id');
  });
});

// The emulator's stand-in for the provider's clientside-services iframe, as the official SDK
// (@stytch/vanilla-js) speaks to it. The SDK frames this page, waits for its load event, then posts
// `{ method, args: [request] }` to it with one MessagePort, and reads one answer from that port:
// `{ success: true, payload }`, or `{ success: false, error }` where `error` carries a `name` (the
// SDK rebuilds a StytchAPIError, StytchAPIUnreachableError, … from it). The methods:
//   oneTapStart({ publicToken })                       → { googleClientId, oauthCallbackId }
//   oneTapSubmit({ publicToken, idToken, oauthCallbackID, loginRedirectURL?, signupRedirectURL? })
//                                                      → { redirect_url }
//   parsedPhoneNumber({ phoneNumber, regionCode? })    → { isValid, number (E.164), national }
//   getExamplePhoneNumber({ regionCode })              → { phoneNumber (national form) }
// The One Tap ones call this emulator's One Tap routes (same origin); the SDK itself loads Google's
// script and shows the prompt. Only the parent page is answered: when its origin is not one the
// project allows, with the API's origin_not_allowed. Other senders and other methods are ignored.
/* global document, location, window -- served to the browser, not run in Node */
'use strict';

(function () {
  const script = document.currentScript;
  const base = script && script.src ? script.src : location.href;
  /** The project's allowed_origins, written into the page by the emulator. */
  const allowedOrigins = parseList(script ? script.getAttribute('data-allowed-origins') : null);
  // Loopback means what the emulator's CORS means by it (emulator/validate/origins.ts).
  const IPV4_LOOPBACK = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
  const LOOPBACK_NAME = /^([a-z0-9-]+\.)*localhost$/;
  const ONE_TAP_OAUTH_TYPE = 'google-one-tap';

  function parseList(text) {
    try {
      const list = JSON.parse(text || '[]');
      return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }

  /** As the API's CORS judges a page: this origin, the listed ones, or with no list any loopback one. */
  function isAllowedOrigin(origin) {
    if (origin === location.origin) return true;
    if (allowedOrigins.length > 0) return allowedOrigins.indexOf(origin) !== -1;
    let url;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.hostname === '[::1]' || IPV4_LOOPBACK.test(url.hostname) || LOOPBACK_NAME.test(url.hostname);
  }

  /** An error as the SDK's ErrorMarshaller rebuilds it: the provider's API error body, named. */
  function apiError(status, errorType, message, requestId) {
    return {
      name: 'StytchAPIError',
      status_code: status,
      error_type: errorType,
      error_message: message,
      error_url: `https://stytch.com/docs/api/errors/${status}#${errorType}`,
      request_id: requestId,
    };
  }

  const invalid = (message) => apiError(400, 'invalid_argument', message);

  function requestOf(args) {
    const request = Array.isArray(args) ? args[0] : undefined;
    if (!request || typeof request !== 'object' || Array.isArray(request)) throw invalid('The request must be an object');
    return request;
  }

  function text(request, key, optional) {
    const value = request[key];
    if (value === undefined && optional) return undefined;
    if (typeof value !== 'string' || (!optional && value === '')) throw invalid(`${key} must be ${optional ? 'a string when given' : 'a non-empty string'}`);
    return value;
  }

  /** A call to this emulator: its JSON body, or its flat error body thrown as an API error. */
  async function callEmulator(path, init) {
    let res;
    try {
      res = await fetch(new URL(path, location.origin).href, { credentials: 'omit', ...init });
    } catch (err) {
      throw { name: 'StytchAPIUnreachableError', message: `The emulator did not answer ${path}: ${String(err)}` };
    }
    const body = await res.json().catch(() => null);
    if (res.ok && body) return body;
    if (body && typeof body.error_type === 'string') throw { name: 'StytchAPIError', ...body };
    throw apiError(res.status, 'internal_server_error', `The emulator answered ${path} with HTTP ${res.status}`);
  }

  async function oneTapStart(args) {
    const publicToken = text(requestOf(args), 'publicToken');
    const body = await callEmulator(`/v1/public/oauth/google/onetap/start?public_token=${encodeURIComponent(publicToken)}`, { method: 'GET' });
    return { googleClientId: body.google_client_id, oauthCallbackId: body.oauth_callback_id };
  }

  async function oneTapSubmit(args) {
    const request = requestOf(args);
    const callbackId = text(request, 'oauthCallbackID');
    const body = {
      id_token: text(request, 'idToken'),
      login_redirect_url: text(request, 'loginRedirectURL', true),
      signup_redirect_url: text(request, 'signupRedirectURL', true),
    };
    return callEmulator(`/v1/oauth/callback/${encodeURIComponent(callbackId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stytch-oauth-type': ONE_TAP_OAUTH_TYPE },
      body: JSON.stringify(body),
    });
  }

  /** libphonenumber-js and its example numbers, fetched at the first phone message (and again after a failure). */
  let phoneLibrary = null;

  function loadPhoneLibrary() {
    phoneLibrary ??= Promise.all([
      new Promise((resolve, reject) => {
        const tag = document.createElement('script');
        tag.src = new URL('libphonenumber-min.js', base).href;
        tag.onload = () => (window.libphonenumber ? resolve(window.libphonenumber) : reject(new Error('libphonenumber-js did not load')));
        tag.onerror = () => reject(new Error('libphonenumber-js could not be loaded'));
        document.head.appendChild(tag);
      }),
      fetch(new URL('examples.mobile.json', base).href, { credentials: 'omit' }).then((res) => res.json()),
    ]).then(([library, examples]) => ({ library, examples }));
    phoneLibrary.catch(() => {
      phoneLibrary = null;
    });
    return phoneLibrary.catch((err) => {
      throw { name: 'StytchAPIUnreachableError', message: String(err) };
    });
  }

  function region(library, request, optional) {
    const code = text(request, 'regionCode', optional);
    if (code === undefined || code === '') return undefined;
    if (!library.isSupportedCountry(code)) throw invalid(`regionCode "${code}" is not a region libphonenumber knows`);
    return code;
  }

  async function parsedPhoneNumber(args) {
    const request = requestOf(args);
    const phoneNumber = text(request, 'phoneNumber', true) ?? '';
    const { library } = await loadPhoneLibrary();
    const parsed = library.parsePhoneNumberFromString(phoneNumber, region(library, request, true));
    // Not a number yet (a digit, letters): invalid, and shown as typed.
    if (!parsed) return { isValid: false, number: phoneNumber, national: phoneNumber };
    return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
  }

  async function getExamplePhoneNumber(args) {
    const request = requestOf(args);
    const { library, examples } = await loadPhoneLibrary();
    const example = library.getExampleNumber(region(library, request, false), examples);
    // A region without an example gets an empty placeholder, not another region's.
    return { phoneNumber: example ? example.formatNational() : '' };
  }

  const METHODS = { oneTapStart, oneTapSubmit, parsedPhoneNumber, getExamplePhoneNumber };

  /** Our errors are plain objects already; anything thrown from deeper down becomes one. */
  function marshalled(error) {
    if (error instanceof Error) return { name: error.name, message: error.message };
    return error && typeof error.name === 'string' ? error : { name: 'Error', message: String(error) };
  }

  function answer(port, outcome) {
    try {
      port.postMessage(outcome);
    } finally {
      port.close();
    }
  }

  window.addEventListener('message', (event) => {
    // The SDK's host client is the page that framed this one; nobody else is answered.
    if (window.parent === window || event.source !== window.parent) return;
    const port = event.ports && event.ports[0];
    const data = event.data;
    if (!port || !data || typeof data.method !== 'string' || !Object.prototype.hasOwnProperty.call(METHODS, data.method)) return;
    if (!isAllowedOrigin(event.origin)) {
      // What the API tells this page's own calls, rather than a call that never settles.
      answer(port, { success: false, error: apiError(403, 'origin_not_allowed', `Origin ${event.origin} is not allowed by this project`) });
      return;
    }
    Promise.resolve()
      .then(() => METHODS[data.method](data.args))
      .then(
        (payload) => answer(port, { success: true, payload }),
        (error) => answer(port, { success: false, error: marshalled(error) }),
      );
  });
})();

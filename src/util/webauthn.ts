// The browser side of passkeys (docs/spec/security.md W1-W3), in the lazy `passkeys` chunk: the API's JSON
// options become the browser's ArrayBuffers and the credential comes back as JSON, through
// @simplewebauthn/browser; this file adds one request at a time. util/webauthnErrors.ts classifies
// the errors.
import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

export interface Ceremonies {
  /** A conditional-mediation `get()`: settles when the user picks a passkey in the input's autofill. */
  autofill(optionsJSON: string): Promise<string>;
  /** A modal `get()`, after any pending autofill request has been aborted and has settled (W2). */
  authenticate(optionsJSON: string): Promise<string>;
  /** A modal `create()`, likewise. */
  register(optionsJSON: string): Promise<string>;
  /** Aborts the pending request, if any, and resolves once it has settled. */
  abort(): Promise<void>;
}

/** The page's pending request: browsers allow one per page, whichever widget started it. */
let pending: Promise<unknown> | undefined;

async function abort() {
  const current = pending;
  if (!current) return;
  WebAuthnAbortService.cancelCeremony();
  await current.catch(() => undefined);
}

function track<T>(request: Promise<T>): Promise<T> {
  const settled = request.finally(() => {
    if (pending === settled) pending = undefined;
  });
  pending = settled;
  return settled;
}

const parse = <T>(optionsJSON: string) => JSON.parse(optionsJSON) as T;

/**
 * One WebAuthn request at a time (W2). Browsers refuse a second request while one is pending, and
 * an aborted request takes a moment to settle (SimpleWebAuthn issue 281), so every request first
 * aborts the pending one, whichever widget on the page started it, and waits for it.
 */
export function createCeremonies(): Ceremonies {
  return {
    async autofill(optionsJSON) {
      await abort();
      // The input lives in our own (possibly shadow) root, where a document-wide check cannot see it.
      return JSON.stringify(
        await track(startAuthentication({ optionsJSON: parse(optionsJSON), useBrowserAutofill: true, verifyBrowserAutofillInput: false })),
      );
    },
    async authenticate(optionsJSON) {
      await abort();
      return JSON.stringify(await track(startAuthentication({ optionsJSON: parse(optionsJSON) })));
    },
    async register(optionsJSON) {
      await abort();
      return JSON.stringify(await track(startRegistration({ optionsJSON: parse(optionsJSON) })));
    },
    abort,
  };
}

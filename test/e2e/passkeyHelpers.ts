// What the passkey specs share: Chromium's virtual authenticator (DevTools protocol), the host
// page on a name WebAuthn accepts, signing up, and the user's passkeys as the emulator has them.
import type { CDPSession, Page } from '@playwright/test';
import { expect, PUBLIC_TOKEN, type Emulator, type Host } from './fixtures';
import { expectSuccess, submitEmail, typeCode } from './widget';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The credentials the authenticator holds. */
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean; privateKey: string; signCount: number; rpId?: string; userHandle?: string }[]>;
}

/** A platform authenticator that holds passkeys and says yes at once (user present and verified). */
export async function addAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * The host page's URL on a name rather than 127.0.0.1: WebAuthn refuses an IP address as the RP ID
 * ('127.0.0.1 is an invalid domain'), while Chromium resolves *.localhost to loopback itself and
 * treats it as a secure context, and the emulator takes any loopback host as the RP ID.
 */
export const named = (url: string) => {
  const parsed = new URL(url);
  parsed.hostname = 'widget-host.localhost';
  return parsed.href;
};

const emailOtpPage = (host: Host) => named(host.widgetPage('signup', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } }));
export const registrationPage = (host: Host) => named(host.widgetPage('passkeys', { widget: 'passkeyRegistration' }));

/** Signs a new user up with an email passcode on the host's origin. */
export async function signUp(page: Page, host: Host, emulator: Emulator, email: string) {
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  await typeCode(page, (await emulator.waitForMessage(email, { channel: 'email' })).code!);
  await expectSuccess(page);
}

/** Signs out through the client, as the host page's logout button would. */
export const signOut = (page: Page, emulator: Emulator) =>
  page.evaluate(
    ({ publicToken, apiBaseUrl }) => (window as unknown as { AuthWidget: { client(o: object): { logout(): Promise<void> } } }).AuthWidget.client({ publicToken, apiBaseUrl }).logout(),
    { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin },
  );

export const passkeyList = (page: Page) => page.locator('ul[part="passkey-list"] > li');

/** The signed-in user's passkeys as the emulator has them (GET /sdk/v1/users/me with the page's session). */
export async function serverPasskeys(page: Page, emulator: Emulator): Promise<{ webauthn_registration_id: string; name: string }[]> {
  const session = (await page.context().cookies(page.url())).find((cookie) => cookie.name === 'stytch_session');
  expect(session, 'the stytch_session cookie').toBeTruthy();
  const response = await fetch(`${emulator.origin}/sdk/v1/users/me`, {
    headers: { authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${session!.value}`).toString('base64')}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data?: { webauthn_registrations: never[] }; webauthn_registrations?: never[] };
  return (body.data ?? body).webauthn_registrations!;
}

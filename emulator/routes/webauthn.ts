// WebAuthn and passkeys (API.md §3; SECURITY.md W4), verified for real by @simplewebauthn/server.
// Emulator choices: a challenge lives 5 minutes, is bound to its RP ID (and user, when known) and
// is consumed by the first finish that names it, whether or not that finish verifies. The RP ID
// (`domain`) must be a loopback host or the host, or a registrable suffix of the host, of one of
// the project's allowed origins. The origin in clientDataJSON must be an allowed origin on that
// RP ID and, when the request carries an Origin header, that same origin. Error types:
// invalid_webauthn_domain (400), webauthn_origin_not_allowed (400), webauthn_challenge_not_found
// (400: unknown, used or expired), webauthn_verification_failed (401: signature, RP ID hash,
// user presence or verification, counter), duplicate_webauthn_registration (400),
// webauthn_registration_not_found (404).
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthenticationFactor, User, WebAuthnRegistration } from '../../src/api/contract';
import type { Ctx, Handler } from '../context';
import { assert, EmulatorError } from '../errors';
import { isAllowedOrigin, isLoopbackHostname } from '../origins';
import { completeAuthentication, requireCaller, sessionDuration } from '../sessions';
import type { WebAuthnChallengeRecord } from '../store';
import { objectBody, optionalBoolean, optionalString, requiredString, type Body } from '../validate';

const CHALLENGE_MS = 5 * 60_000;
const MAX_NAME_LENGTH = 100;
const MAX_CREDENTIAL_JSON = 16_384;
const DEFAULT_NAME = 'Passkey';
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS.
const BROWSERS: [RegExp, string][] = [[/Edg\//, 'Edge'], [/OPR\//, 'Opera'], [/Firefox\//, 'Firefox'], [/Chrom(e|ium)\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: [RegExp, string][] = [[/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/CrOS/, 'ChromeOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/Linux/, 'Linux']];

/**
 * A new passkey's name, as a person would say it: 'Chrome on Linux', or 'Passkey'. The provider
 * picks it (the register calls carry no name, API.md §3), so it is made distinct from the names
 * the user already has: a second passkey from the same browser is 'Chrome on Linux (2)'.
 */
export function passkeyNameFor(userAgent: string, taken: readonly string[] = []): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const base = browser && system ? `${browser} on ${system}` : (browser ?? system ?? DEFAULT_NAME);
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base} (${n})`;
  return name;
}

// ---- reading requests ----

/** The RP ID: a loopback host, or an allowed origin's host or a registrable suffix of it. */
function rpIdFrom(ctx: Ctx, body: Body): string {
  const domain = requiredString(body, 'domain', 253).toLowerCase();
  const hosts = ctx.project.allowed_origins.map((o) => new URL(o).hostname);
  const ok =
    isLoopbackHostname(domain) ||
    hosts.some((host) => host === domain || (domain.includes('.') && host.endsWith(`.${domain}`)));
  assert(
    ok,
    400,
    'invalid_webauthn_domain',
    `domain "${domain}" is not a loopback host nor the host (or a registrable suffix) of an allowed origin of this project`,
  );
  return domain;
}

function authenticatorType(body: Body): 'platform' | 'cross-platform' | undefined {
  const value = optionalString(body, 'authenticator_type');
  assert(
    value === undefined || value === 'platform' || value === 'cross-platform',
    400,
    'invalid_argument',
    'authenticator_type must be "platform" or "cross-platform"',
  );
  return value;
}

interface ClientData {
  challenge: string;
  origin: string;
}

/** Parses the credential JSON string just enough to find its id and client data. */
function readCredential<T extends { id: string; response: { clientDataJSON: string } }>(body: Body): { credential: T; clientData: ClientData } {
  const text = requiredString(body, 'public_key_credential', MAX_CREDENTIAL_JSON);
  let credential: T;
  let clientData: ClientData;
  try {
    credential = JSON.parse(text) as T;
    clientData = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as ClientData;
  } catch {
    throw new EmulatorError(400, 'invalid_argument', 'public_key_credential must be a JSON string of a PublicKeyCredential with response.clientDataJSON');
  }
  assert(
    typeof credential.id === 'string' && credential.id !== '' && typeof clientData.challenge === 'string' && typeof clientData.origin === 'string',
    400,
    'invalid_argument',
    'public_key_credential must carry an id, and its clientDataJSON a challenge and an origin',
  );
  return { credential, clientData };
}

/** Takes the challenge out of the store (single use), refusing unknown, expired or mismatched ones. */
function consumeChallenge(ctx: Ctx, challenge: string, ceremony: WebAuthnChallengeRecord['ceremony']): WebAuthnChallengeRecord {
  const record = ctx.store.webauthnChallenges.get(challenge);
  if (record) ctx.store.webauthnChallenges.delete(challenge);
  assert(
    record && record.ceremony === ceremony,
    400,
    'webauthn_challenge_not_found',
    `The ${ceremony} challenge in clientDataJSON is unknown or was already used; start the ceremony again`,
  );
  assert(record.expires_at > ctx.clock.now(), 400, 'webauthn_challenge_not_found', `The ${ceremony} challenge has expired; start the ceremony again`);
  return record;
}

/** The origin the ceremony must have run on: allowed for the project, on the RP ID, and the request's own. */
function expectedOrigin(ctx: Ctx, clientOrigin: string, rpId: string): string {
  let host: string | null = null;
  if (isAllowedOrigin(clientOrigin, ctx.project.allowed_origins)) host = new URL(clientOrigin).hostname;
  assert(
    host !== null && (host === rpId || host.endsWith(`.${rpId}`)),
    400,
    'webauthn_origin_not_allowed',
    `The ceremony ran on origin ${clientOrigin}, which is not an allowed origin of this project on RP ID ${rpId}`,
  );
  const requestOrigin = ctx.meta.origin ?? null;
  assert(
    requestOrigin === null || requestOrigin === clientOrigin,
    400,
    'webauthn_origin_not_allowed',
    `The ceremony ran on origin ${clientOrigin} but the request came from ${requestOrigin}`,
  );
  return clientOrigin;
}

function storeChallenge(ctx: Ctx, record: Omit<WebAuthnChallengeRecord, 'expires_at'>): void {
  // Expired challenges are dropped on the next start, so abandoned ceremonies do not pile up.
  const now = ctx.clock.now();
  for (const [key, pending] of ctx.store.webauthnChallenges) if (pending.expires_at <= now) ctx.store.webauthnChallenges.delete(key);
  ctx.store.webauthnChallenges.set(record.challenge, { ...record, expires_at: now + CHALLENGE_MS });
}

function verificationFailed(err: unknown): EmulatorError {
  const reason = err instanceof Error ? err.message : String(err);
  return new EmulatorError(401, 'webauthn_verification_failed', `The WebAuthn response did not verify: ${reason}`);
}

function factorFor(registration: WebAuthnRegistration): Omit<AuthenticationFactor, 'last_authenticated_at'> {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    webauthn_factor: {
      webauthn_registration_id: registration.webauthn_registration_id,
      domain: registration.domain,
      user_agent: registration.user_agent,
    },
  };
}

function userHandle(user: User): string {
  return Buffer.from(user.user_id, 'utf8').toString('base64url');
}

function ownRegistration(ctx: Ctx, user: User): WebAuthnRegistration {
  const id = ctx.params.webauthn_registration_id ?? '';
  const registration = user.webauthn_registrations.find((r) => r.webauthn_registration_id === id);
  assert(registration, 404, 'webauthn_registration_not_found', `The user has no WebAuthn registration with id ${id}`);
  return registration;
}

// ---- registration ----

export const webauthnRegisterStart: Handler<'POST /webauthn/register/start'> = async (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const rpId = rpIdFrom(ctx, body);
  const type = authenticatorType(body);
  const passkey = optionalBoolean(body, 'return_passkey_credential_options') ?? false;
  const userAgent = optionalString(body, 'user_agent', 512) ?? ctx.meta.userAgent;
  for (const name of ['override_id', 'override_name', 'override_display_name']) optionalString(body, name, 256);
  optionalBoolean(body, 'use_base64_url_encoding');
  const userName = optionalString(body, 'override_name', 256) ?? user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
  const displayName = optionalString(body, 'override_display_name', 256) ?? userName;
  const userVerification = passkey ? 'preferred' : 'discouraged';

  const options = await generateRegistrationOptions({
    rpName: ctx.project.project_name,
    rpID: rpId,
    userID: Buffer.from(user.user_id, 'utf8'),
    userName,
    userDisplayName: displayName,
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: [...ctx.store.webauthnCredentials.values()]
      .filter((c) => c.user_id === user.user_id)
      .map((c) => ({ id: c.credential_id, transports: c.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: {
      ...(type ? { authenticatorAttachment: type } : {}),
      residentKey: passkey ? 'required' : 'discouraged',
      requireResidentKey: passkey,
      userVerification,
    },
  });
  storeChallenge(ctx, {
    challenge: options.challenge,
    ceremony: 'registration',
    user_id: user.user_id,
    rp_id: rpId,
    user_verification_required: false,
    authenticator_type: type ?? (passkey ? 'platform' : 'cross-platform'),
    user_agent: userAgent,
  });
  return { user_id: user.user_id, public_key_credential_creation_options: JSON.stringify(options) };
};

export const webauthnRegister: Handler<'POST /webauthn/register'> = async (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const duration = sessionDuration(body);
  const { credential, clientData } = readCredential<RegistrationResponseJSON>(body);
  const challenge = consumeChallenge(ctx, clientData.challenge, 'registration');
  assert(challenge.user_id === user.user_id, 400, 'webauthn_challenge_not_found', 'The registration challenge was issued to another user');
  const origin = expectedOrigin(ctx, clientData.origin, challenge.rp_id);

  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: challenge.rp_id,
      requireUserPresence: true,
      requireUserVerification: challenge.user_verification_required,
    });
    if (!result.verified) throw new Error('the attestation was not verified');
    info = result.registrationInfo;
  } catch (err) {
    throw verificationFailed(err);
  }
  assert(
    !ctx.store.webauthnCredentials.has(info.credential.id),
    400,
    'duplicate_webauthn_registration',
    'This credential is already registered',
  );

  const registration: WebAuthnRegistration = {
    webauthn_registration_id: `webauthn-registration-test-${randomUUID()}`,
    domain: challenge.rp_id,
    user_agent: challenge.user_agent,
    authenticator_type: challenge.authenticator_type,
    verified: true,
    name: passkeyNameFor(challenge.user_agent, user.webauthn_registrations.map((r) => r.name)),
  };
  ctx.store.webauthnCredentials.set(info.credential.id, {
    credential_id: info.credential.id,
    webauthn_registration_id: registration.webauthn_registration_id,
    user_id: user.user_id,
    rp_id: challenge.rp_id,
    public_key: info.credential.publicKey,
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
  });
  user.webauthn_registrations.push(registration);
  const auth = await completeAuthentication(ctx, user, factorFor(registration), duration);
  return { ...auth, webauthn_registration_id: registration.webauthn_registration_id };
};

// ---- authentication ----

function authenticateStart(secondary: boolean): Handler<'POST /webauthn/authenticate/start/primary'> {
  return async (ctx, rawBody) => {
    const user = secondary ? requireCaller(ctx).user : null;
    const body = objectBody(rawBody);
    const rpId = rpIdFrom(ctx, body);
    const passkey = optionalBoolean(body, 'return_passkey_credential_options') ?? false;
    const allowCredentials = user
      ? [...ctx.store.webauthnCredentials.values()]
          .filter((c) => c.user_id === user.user_id && c.rp_id === rpId)
          .map((c) => ({ id: c.credential_id, transports: c.transports as AuthenticatorTransportFuture[] }))
      : [];
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      allowCredentials,
      timeout: CHALLENGE_MS,
      userVerification: passkey || !secondary ? 'preferred' : 'discouraged',
    });
    storeChallenge(ctx, {
      challenge: options.challenge,
      ceremony: 'authentication',
      user_id: user?.user_id ?? null,
      rp_id: rpId,
      user_verification_required: false,
      authenticator_type: '',
      user_agent: '',
    });
    return { public_key_credential_request_options: JSON.stringify(options) };
  };
}

export const webauthnAuthenticateStartPrimary = authenticateStart(false);
export const webauthnAuthenticateStartSecondary = authenticateStart(true);

export const webauthnAuthenticate: Handler<'POST /webauthn/authenticate'> = async (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const duration = sessionDuration(body);
  for (const name of ['captcha_token', 'dfp_telemetry_id']) optionalString(body, name);
  const { credential, clientData } = readCredential<AuthenticationResponseJSON>(body);
  const challenge = consumeChallenge(ctx, clientData.challenge, 'authentication');
  const origin = expectedOrigin(ctx, clientData.origin, challenge.rp_id);

  const stored = ctx.store.webauthnCredentials.get(credential.id);
  const user = stored && ctx.store.users.get(stored.user_id);
  const registration = user?.webauthn_registrations.find((r) => r.webauthn_registration_id === stored!.webauthn_registration_id);
  if (!stored || !user || !registration) {
    throw new EmulatorError(404, 'webauthn_registration_not_found', 'No WebAuthn registration matches this credential; it may have been deleted');
  }
  assert(
    challenge.user_id === null || challenge.user_id === user.user_id,
    401,
    'webauthn_verification_failed',
    'The credential belongs to another user than the signed-in one',
  );
  const handle = credential.response.userHandle;
  assert(
    handle === undefined || handle === null || handle === '' || handle === userHandle(user),
    401,
    'webauthn_verification_failed',
    'The userHandle does not match the credential\'s user',
  );
  assert(stored.rp_id === challenge.rp_id, 401, 'webauthn_verification_failed', `The credential is registered for RP ID ${stored.rp_id}, not ${challenge.rp_id}`);

  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: challenge.rp_id,
      credential: {
        id: stored.credential_id,
        publicKey: stored.public_key as Uint8Array<ArrayBuffer>,
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: challenge.user_verification_required,
    });
    if (!result.verified) throw new Error('the assertion signature is invalid');
    newCounter = result.authenticationInfo.newCounter;
  } catch (err) {
    throw verificationFailed(err);
  }
  stored.counter = newCounter;
  const auth = await completeAuthentication(ctx, user, factorFor(registration), duration);
  return { ...auth, webauthn_registration_id: registration.webauthn_registration_id };
};

// ---- management ----

export const webauthnUpdate: Handler<'PUT /webauthn/update/:webauthn_registration_id'> = (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const name = requiredString(body, 'name', MAX_NAME_LENGTH).trim();
  assert(name.length >= 1, 400, 'invalid_argument', `name must be 1 to ${MAX_NAME_LENGTH} characters long`);
  const registration = ownRegistration(ctx, user);
  registration.name = name;
  return { webauthn_registration: structuredClone(registration) };
};

export const deleteWebAuthnRegistration: Handler<'DELETE /users/webauthn_registrations/:webauthn_registration_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const registration = ownRegistration(ctx, user);
  ctx.store.removeWebAuthnRegistration(user, registration.webauthn_registration_id);
  return { user_id: user.user_id };
};

// What the WebAuthn routes check before and after @simplewebauthn/server verifies (docs/spec/api.md §3;
// docs/spec/security.md W4): the RP ID and origin a request may use, its challenge, its credential's shape,
// and the default passkey names. The rules are described in webauthn.ts.
import type { AuthenticationFactor, User, WebAuthnRegistration } from '../../src/contract/index';
import type { Ctx } from './context';
import { assert, EmulatorError } from '../errors';
import { isAllowedOrigin, isLoopbackHostname } from '../validate/origins';
import type { WebAuthnChallengeRecord } from '../store/records';
import { optionalString, requiredString, type Body } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

export const CHALLENGE_MS = 5 * MINUTE_MS;
export const MAX_NAME_LENGTH = 100;
const MAX_CREDENTIAL_JSON = 16_384;
const DEFAULT_NAME = 'Passkey';
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS.
const BROWSERS: [RegExp, string][] = [[/Edg\//, 'Edge'], [/OPR\//, 'Opera'], [/Firefox\//, 'Firefox'], [/Chrom(e|ium)\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: [RegExp, string][] = [[/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/CrOS/, 'ChromeOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/Linux/, 'Linux']];

/**
 * A new passkey's name, as a person would say it: 'Chrome on Linux', or 'Passkey'. The provider
 * picks it (the register calls carry no name, docs/spec/api.md §3), so it is made distinct from the names
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
export function rpIdFrom(ctx: Ctx, body: Body): string {
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

export function authenticatorType(body: Body): 'platform' | 'cross-platform' | undefined {
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
export function readCredential<T extends { id: string; response: { clientDataJSON: string } }>(body: Body): { credential: T; clientData: ClientData } {
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
export function consumeChallenge(ctx: Ctx, challenge: string, ceremony: WebAuthnChallengeRecord['ceremony']): WebAuthnChallengeRecord {
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
export function expectedOrigin(ctx: Ctx, clientOrigin: string, rpId: string): string {
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

export function storeChallenge(ctx: Ctx, record: Omit<WebAuthnChallengeRecord, 'expires_at'>): void {
  // Expired challenges are dropped on the next start, so abandoned ceremonies do not pile up.
  const now = ctx.clock.now();
  for (const [key, pending] of ctx.store.webauthnChallenges) if (pending.expires_at <= now) ctx.store.webauthnChallenges.delete(key);
  ctx.store.webauthnChallenges.set(record.challenge, { ...record, expires_at: now + CHALLENGE_MS });
}

export function verificationFailed(err: unknown): EmulatorError {
  const reason = err instanceof Error ? err.message : String(err);
  return new EmulatorError(401, 'webauthn_verification_failed', `The WebAuthn response did not verify: ${reason}`);
}

export function factorFor(registration: WebAuthnRegistration): Omit<AuthenticationFactor, 'last_authenticated_at'> {
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

export function userHandle(user: User): string {
  return Buffer.from(user.user_id, 'utf8').toString('base64url');
}

export function ownRegistration(ctx: Ctx, user: User): WebAuthnRegistration {
  const id = ctx.params.webauthn_registration_id ?? '';
  const registration = user.webauthn_registrations.find((r) => r.webauthn_registration_id === id);
  assert(registration, 404, 'webauthn_registration_not_found', `The user has no WebAuthn registration with id ${id}`);
  return registration;
}

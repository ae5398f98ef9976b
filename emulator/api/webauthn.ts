// WebAuthn and passkeys (docs/spec/api.md §3; docs/spec/security.md W4), verified for real by @simplewebauthn/server.
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
import type { User, WebAuthnRegistration } from '../../src/contract/index';
import type { Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { attemptOn, counted } from '../limits/failedAttempts';
import { optionalPlainText, plainText } from '../validate/plainText';
import type { WebAuthnChallengeRecord, WebAuthnCredentialRecord } from '../store/records';
import { completeAuthentication, requireCaller, sessionDuration } from './authSessions';
import { objectBody, optionalBoolean, optionalString, requiredString } from '../validate/validate';
import { changed, refuseLastSignInFactor } from './users';
import {
  authenticatorType,
  CHALLENGE_MS,
  consumeChallenge,
  expectedOrigin,
  factorFor,
  MAX_NAME_LENGTH,
  ownRegistration,
  passkeyNameFor,
  readCredential,
  rpIdFrom,
  storeChallenge,
  userHandle,
  verificationFailed,
} from './webauthnChecks';

// ---- registration ----

export const webauthnRegisterStart: Handler<'POST /webauthn/register/start'> = async (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const rpId = rpIdFrom(ctx, body);
  const type = authenticatorType(body);
  const passkey = optionalBoolean(body, 'return_passkey_credential_options') ?? false;
  const userAgent = optionalString(body, 'user_agent', 512) ?? ctx.meta.userAgent;
  optionalString(body, 'override_id', 256);
  optionalBoolean(body, 'use_base64_url_encoding');
  const userName = optionalPlainText(body, 'override_name', 256) ?? user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
  const displayName = optionalPlainText(body, 'override_display_name', 256) ?? userName;
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
  const stored = ctx.store.webauthnCredentials.get(credential.id);
  const user = stored && ctx.store.users.get(stored.user_id);
  const registration = user?.webauthn_registrations.find((r) => r.webauthn_registration_id === stored!.webauthn_registration_id);
  // Failures count against the passkey's account, or the address for an unknown credential (A5).
  const attempt = attemptOn(ctx, registration && user ? user.user_id : null);
  const challenge = consumeChallenge(ctx, clientData.challenge, 'authentication');
  const origin = expectedOrigin(ctx, clientData.origin, challenge.rp_id);
  if (!stored || !user || !registration) {
    attempt.failed();
    throw new EmulatorError(404, 'webauthn_registration_not_found', 'No WebAuthn registration matches this credential; it may have been deleted');
  }
  const newCounter = await counted(attempt, () => verifyAssertion(credential, challenge, origin, stored, user));
  stored.counter = newCounter;
  const auth = await completeAuthentication(ctx, user, factorFor(registration), duration);
  return { ...auth, webauthn_registration_id: registration.webauthn_registration_id };
};

/** The assertion's checks against the stored credential and the challenge; answers the new counter. */
async function verifyAssertion(
  credential: AuthenticationResponseJSON,
  challenge: WebAuthnChallengeRecord,
  origin: string,
  stored: WebAuthnCredentialRecord,
  user: User,
): Promise<number> {
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
    return result.authenticationInfo.newCounter;
  } catch (err) {
    throw verificationFailed(err);
  }
}

// ---- management ----

export const webauthnUpdate: Handler<'PUT /webauthn/update/:webauthn_registration_id'> = (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const name = plainText(requiredString(body, 'name', MAX_NAME_LENGTH), 'name').trim();
  assert(name.length >= 1, 400, 'invalid_argument', `name must be 1 to ${MAX_NAME_LENGTH} characters long`);
  const registration = ownRegistration(ctx, user);
  registration.name = name;
  return { webauthn_registration: structuredClone(registration) };
};

export const deleteWebAuthnRegistration: Handler<'DELETE /users/webauthn_registrations/:webauthn_registration_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const registration = ownRegistration(ctx, user);
  refuseLastSignInFactor(user);
  ctx.store.removeWebAuthnRegistration(user, registration.webauthn_registration_id);
  return changed(user);
};

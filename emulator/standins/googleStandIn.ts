// The server side of the emulator's stand-in Google Identity Services (emulator-only, docs/spec/security.md
// E6): who is "signed in to Google" in this browser (staged by tests and the demo), whether Google
// knows the page's client and origin, and the signed ID token a choice in the chooser returns.
// The script at /gsi/client (gsi/client.js) asks these at each prompt, so identities staged after
// the page loaded still show, and its "not displayed" reasons come from the same checks.
import type { EmulatorGoogleIdentities, GoogleIdentity } from '../../src/contract/index';
import type { Ctx } from '../api/context';
import { assert } from '../errors';
import { DEFAULT_LOCALE, displayName, providerSubject } from './oauthStandIn';
import { profilePictureUrl } from './avatar';
import { isAllowedOrigin, normalizeOrigin } from '../validate/origins';
import type { Store } from '../store/store';
import { emailAddress, objectBody, optionalString, requiredString, searchParamsBody, type Body } from '../validate/validate';

/** More than a chooser can show. */
export const MAX_GOOGLE_IDENTITIES = 10;
/** Google's subjects are at most 255 ASCII characters. */
const SUBJECT = /^[\x21-\x7E]{1,255}$/;

function identity(value: unknown, index: number): GoogleIdentity {
  assert(typeof value === 'object' && value !== null && !Array.isArray(value), 400, 'invalid_argument', `identities[${index}] must be an object {email, name, sub?}`);
  const item = value as Body;
  const email = emailAddress(item);
  const name = displayName(item);
  assert(name !== '', 400, 'missing_argument', `identities[${index}].name is required: the chooser shows "Continue as {name}"`);
  const sub = optionalString(item, 'sub', 255);
  assert(sub === undefined || SUBJECT.test(sub), 400, 'invalid_argument', `identities[${index}].sub must be 1 to 255 printable ASCII characters without spaces`);
  // By default the subject the redirect flow gives the same address, so both flows meet one account.
  return { sub: sub ?? providerSubject('google', email), email, name };
}

/**
 * POST /__emulator/google/identities: replaces who is signed in to Google (an empty list signs
 * everyone out). All or nothing: a bad entry is a 400 naming it, and the list stays as it was.
 */
export function stageGoogleIdentities(store: Store, rawBody: unknown): EmulatorGoogleIdentities {
  const list = objectBody(rawBody).identities;
  assert(Array.isArray(list), 400, 'missing_argument', 'Send {"identities": [{"email", "name", "sub"?}, …]}');
  assert(list.length <= MAX_GOOGLE_IDENTITIES, 400, 'invalid_argument', `At most ${MAX_GOOGLE_IDENTITIES} identities can be signed in at once`);
  const identities = list.map(identity);
  assert(new Set(identities.map((i) => i.email)).size === identities.length, 400, 'invalid_argument', 'Each identity needs an email of its own');
  assert(new Set(identities.map((i) => i.sub)).size === identities.length, 400, 'invalid_argument', 'Each identity needs a sub of its own');
  store.googleIdentities = identities;
  return listGoogleIdentities(store);
}

export function listGoogleIdentities(store: Store): EmulatorGoogleIdentities {
  return { identities: store.googleIdentities.map((i) => ({ ...i })) };
}

/**
 * The checks Google makes before it shows anything: the client id is the project's and Google
 * knows it (else 401 invalid_client), and the page's origin is one of the client's authorized
 * JavaScript origins (else 403 origin_not_allowed_for_client). The script names the page's origin;
 * a browser's Origin header, when sent, must agree with it.
 */
function checkClientAndOrigin(ctx: Ctx, fields: Body): string {
  const clientId = requiredString(fields, 'client_id', 255);
  const p = ctx.project;
  assert(
    p.google_client_registered && p.google_client_id !== '' && clientId === p.google_client_id,
    401,
    'invalid_client',
    `Google does not know the OAuth client "${clientId}" (the project's google_client_id is "${p.google_client_id}"${p.google_client_registered ? '' : ', and google_client_registered is false'}).`,
  );
  const origin = requiredString(fields, 'origin', 2048);
  assert(normalizeOrigin(origin) === origin, 400, 'invalid_argument', 'origin must be the page\'s origin, like "http://localhost:3000"');
  assert(!ctx.meta.origin || ctx.meta.origin === origin, 400, 'invalid_argument', "origin must be the requesting page's own origin");
  assert(
    isAllowedOrigin(origin, p.google_authorized_origins),
    403,
    'origin_not_allowed_for_client',
    `The origin ${origin} is not an authorized JavaScript origin of the Google client (google_authorized_origins).`,
  );
  return clientId;
}

/** GET /__emulator/google/accounts?client_id=…&origin=…: whom the chooser offers. */
export function googleAccounts(ctx: Ctx, query: URLSearchParams): EmulatorGoogleIdentities {
  checkClientAndOrigin(ctx, searchParamsBody(query, ['client_id', 'origin']));
  return listGoogleIdentities(ctx.store);
}

/** POST /__emulator/google/credential {client_id, origin, sub}: the chosen identity's ID token. */
export async function issueGoogleCredential(ctx: Ctx, rawBody: unknown): Promise<{ credential: string }> {
  const body = objectBody(rawBody);
  const clientId = checkClientAndOrigin(ctx, body);
  const sub = requiredString(body, 'sub', 255);
  const chosen = ctx.store.googleIdentities.find((i) => i.sub === sub);
  assert(chosen, 400, 'invalid_argument', 'No one with this sub is signed in to Google any more (the staged identities changed)');
  // Google's ID tokens carry the account's picture and locale; the stand-in's are its avatar and en-US.
  const profile = { picture: profilePictureUrl(ctx.meta.ownOrigin ?? '', 'google', chosen.sub), locale: DEFAULT_LOCALE };
  return { credential: await ctx.google.sign(chosen, profile, clientId, ctx.clock.now()) };
}

// POST /__emulator/sessions (emulator-only, docs/spec/security.md E6): a real session for an
// address without going through a sign-in, so a test can start signed in (auth-widget/testing's
// signIn puts the answer into a browser). The session is the one a passcode sign-in would start:
// the same store rows, expiry and signed JWT, so the widget and the API cannot tell the difference.
import type { EmulatorSession } from '../../src/contract/index';
import type { Ctx, RouteTable } from '../api/context';
import { completeAuthentication, sessionDuration } from '../api/authSessions';
import { readJsonBody } from '../http/http';
import { emailAddress, objectBody } from '../validate/validate';

/** `{email, session_duration_minutes?}`: the user for `email` (created, active, when missing) and a new session for them. */
export async function mintSession(ctx: Ctx, rawBody: unknown): Promise<EmulatorSession> {
  const body = objectBody(rawBody);
  const email = emailAddress(body);
  const duration = sessionDuration(body);
  const user = ctx.store.userByEmail(email) ?? ctx.store.createUser(ctx.clock.now(), 'active');
  const entry = ctx.store.addEmail(user, email);
  entry.verified = true; // as a passcode sign-in leaves it
  const factor = { type: 'otp', delivery_method: 'email', email_factor: { email_id: entry.email_id, email_address: email } } as const;
  const auth = await completeAuthentication(ctx, user, factor, duration, { newSession: true });
  return { user: auth.user, session: auth.session, session_token: auth.session_token, session_jwt: auth.session_jwt };
}

export function devSessionRoutes({ raw }: RouteTable): void {
  raw('POST', '/__emulator/sessions', async (ctx, req) => mintSession(ctx, await readJsonBody(req)));
}

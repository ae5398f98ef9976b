// A host's test code against auth-widget/testing, type-checked by pack.mjs with the package's own
// declarations: a structural page is enough (no @playwright/test), and wrong options fail to compile.
import { advanceClock, latestCode, latestLink, resetEmulator, setRoles, signIn, type EmulatorSession, type TestPage } from 'auth-widget/testing';

declare const page: TestPage;
const target = { apiBaseUrl: 'http://localhost:9099' };

export async function hostTest(): Promise<string> {
  await resetEmulator(target);
  const session: EmulatorSession = await signIn(page, { email: 'ada@example.com', publicToken: 'public-token-test-x', ...target });
  const code: string = await latestCode('ada@example.com', { ...target, channel: 'email', timeoutMs: 1000 });
  const link: string = await latestLink('ada@example.com');
  const now: Date = await advanceClock(60_000, target);
  const roles: string[] = await setRoles(session.user.user_id, ['editor'], target);
  // @ts-expect-error signIn needs the page's public token
  await signIn(page, { email: 'ada@example.com' });
  // @ts-expect-error a channel the outbox does not have
  await latestCode('ada@example.com', { channel: 'fax' });
  // @ts-expect-error the clock moves by milliseconds, a number
  await advanceClock('1 minute');
  // @ts-expect-error roles are a list of role ids
  await setRoles(session.user.user_id, 'editor');
  return `${session.user.user_id} ${code} ${link} ${now.toISOString()} ${roles.join()}`;
}

// A protected route, checked on the server: without a valid session JWT in the request's cookies
// the page never renders, the browser is sent to sign in.
import { redirect } from 'next/navigation';
import { verifiedSession } from '../../lib/session';
import { SignOut } from './SignOut';

export default async function AccountPage() {
  const session = await verifiedSession();
  if (!session) redirect('/');
  return (
    <main>
      <h1>Your account</h1>
      <p id="account">
        Rendered on the server for user <span id="server-user-id">{session.userId}</span>, session {session.sessionId}, until {session.expiresAt}.
      </p>
      <SignOut />
    </main>
  );
}

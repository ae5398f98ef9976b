'use client';
// Hooks run in client components: useUser follows the session the widget stores, here or in
// another tab, and is null on the server and while signed out.
import Link from 'next/link';
import { useUser } from 'auth-widget/react';

export function Account() {
  const user = useUser();
  if (!user) return <p id="who">Signed out</p>;
  return (
    <p id="who">
      Signed in as {user.emails[0]?.email ?? user.user_id} (<span id="user-id">{user.user_id}</span>).{' '}
      <Link href="/account">Your account</Link>
    </p>
  );
}

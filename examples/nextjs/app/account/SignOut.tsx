'use client';
// Signing out revokes the session and clears the widget's cookies; then the server sends the
// browser back to sign in, because the protected page finds no session.
import { useRouter } from 'next/navigation';
import { useAuthClient } from 'auth-widget/react';

export function SignOut() {
  const auth = useAuthClient();
  const router = useRouter();
  const signOut = async () => {
    await auth?.logout();
    router.refresh();
  };
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

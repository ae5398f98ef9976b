// Sign in with email passcodes, then show who is signed in and let them sign out. The emulator
// (`npm start` in the repo's root) answers on localhost:9099 with this public token; set
// VITE_PUBLIC_TOKEN and VITE_API_BASE_URL to use another project, or open the page with
// ?api=<origin> to point it at another emulator (the repo's tests do).
import { useMemo } from 'react';
import { AuthWidgetProvider, Login, useAuthClient, useUser } from 'auth-widget/react';

const publicToken = import.meta.env.VITE_PUBLIC_TOKEN ?? 'public-token-test-00000000-0000-4000-8000-000000000000';
const apiBaseUrl = new URLSearchParams(location.search).get('api') ?? import.meta.env.VITE_API_BASE_URL ?? 'http://localhost:9099';

function Account() {
  const user = useUser();
  const client = useAuthClient();
  const config = useMemo(() => ({ products: ['otp' as const], otpOptions: { methods: ['email' as const] } }), []);
  if (!user) {
    return <Login publicToken={publicToken} apiBaseUrl={apiBaseUrl} config={config} onError={(error) => console.error(error.message)} />;
  }
  return (
    <section>
      <p id="who">Signed in as {user.emails[0]?.email ?? user.user_id}</p>
      <button type="button" onClick={() => void client?.logout()}>
        Sign out
      </button>
    </section>
  );
}

export function App() {
  return (
    <main style={{ maxWidth: 420, margin: '40px auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>auth-widget in React</h1>
      <AuthWidgetProvider publicToken={publicToken} apiBaseUrl={apiBaseUrl}>
        <Account />
      </AuthWidgetProvider>
    </main>
  );
}

// A React host app on the packed package (test/package/pack.mjs builds it against React 18 and
// 19; test/e2e/reactPackage.spec.ts signs in with it): the login widget while signed out, the
// user from the hooks once signed in, a second <Login> with a wrong config whose error reaches
// onError, and a button that changes <Login>'s props in place.
import { useState } from 'react';
import { AuthWidgetProvider, Login, useSession, useUser } from 'auth-widget/react';
import type { WidgetEvent } from 'auth-widget';

export interface HostProps {
  publicToken: string;
  apiBaseUrl: string;
}

function Account() {
  const session = useSession();
  const user = useUser();
  return (
    <p id="who">
      {user ? `Signed in as ${user.emails[0]?.email}` : 'Signed out'}
      {session ? ` (session ${session.session_id.slice(0, 8)})` : ''}
    </p>
  );
}

export function App({ publicToken, apiBaseUrl }: HostProps) {
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [hideHeader, setHideHeader] = useState(false);
  const [shown, setShown] = useState(true);
  const onEvent = (event: WidgetEvent) => setEvents((seen) => [...seen, event.type]);
  return (
    <AuthWidgetProvider publicToken={publicToken} apiBaseUrl={apiBaseUrl}>
      <Account />
      <button type="button" id="toggle-header" onClick={() => setHideHeader((hidden) => !hidden)}>
        Toggle header
      </button>
      <button type="button" id="toggle-login" onClick={() => setShown((visible) => !visible)}>
        Toggle login
      </button>
      {shown && (
        <Login
          id="login"
          publicToken={publicToken}
          apiBaseUrl={apiBaseUrl}
          config={{ products: ['otp'], otpOptions: { methods: ['email'] } }}
          styles={{ hideHeaderText: hideHeader }}
          callbacks={{ onEvent }}
        />
      )}
      <Login
        id="broken"
        publicToken={publicToken}
        apiBaseUrl={apiBaseUrl}
        config={{ products: ['otp'], otpOptions: { methods: [] } }}
        onError={(error) => setErrors((seen) => [...seen, error.message])}
      />
      <ul id="events">{events.map((type, index) => <li key={index}>{type}</li>)}</ul>
      <ul id="errors">{errors.map((message, index) => <li key={index}>{message}</li>)}</ul>
    </AuthWidgetProvider>
  );
}

// What a React host's compiler must refuse (test/package/pack.mjs type-checks this file against
// the packed declarations and real React types): each @ts-expect-error line must be an error.
import { IdentityProvider, Login, PasskeyRegistration, ResetPassword, useSession, useUser } from 'auth-widget/react';

const token = 'public-token-test-00000000-0000-4000-8000-000000000000';

export const fine = [
  <Login publicToken={token} config={{ products: ['emailMagicLinks'] }} onError={(error) => console.log(error.message)} />,
  <ResetPassword publicToken={token} passwordResetToken="abc" />,
  <PasskeyRegistration publicToken={token} />,
  <IdentityProvider publicToken={token} />,
];

export const refused = [
  // @ts-expect-error a product that does not exist
  <Login publicToken={token} config={{ products: ['emailMagicLink'] }} />,
  // @ts-expect-error a config key typo
  <Login publicToken={token} config={{ products: ['passwords'], otpOption: { methods: ['sms'] } }} />,
  // @ts-expect-error the component is the place: no elementSelector
  <Login publicToken={token} elementSelector="#login" config={{ products: ['passwords'] }} />,
  // @ts-expect-error the public token is required
  <Login config={{ products: ['passwords'] }} />,
  // @ts-expect-error otp needs otpOptions with its methods
  <Login publicToken={token} config={{ products: ['otp'] }} />,
  // @ts-expect-error onError takes an error, not an event
  <Login publicToken={token} onError={(event: { type: 'AUTHENTICATE_FLOW_COMPLETE' }) => event.type} />,
];

export function Hooks() {
  const session = useSession({ publicToken: token });
  const user = useUser();
  // @ts-expect-error a session may be null
  const id: string = session.session_id;
  return <p>{user?.emails[0]?.email ?? id}</p>;
}

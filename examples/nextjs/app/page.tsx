// The sign-in page, a server component: it renders <Login> directly (auth-widget/react carries
// 'use client'), with props that are plain data. Callbacks are functions, which cannot cross from
// the server to the client, so what happens after sign-in lives in a client component: Account.
import { Login } from 'auth-widget/react';
import { authConfig } from '../lib/config';
import { Account } from './Account';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

export default async function SignInPage() {
  const { publicToken, apiBaseUrl } = await authConfig();
  return (
    <main>
      <h1>auth-widget in Next.js</h1>
      <Login id="login" publicToken={publicToken} apiBaseUrl={apiBaseUrl} config={config} />
      <Account />
    </main>
  );
}

// The root layout, a server component. <AuthWidgetProvider> comes from auth-widget/react, a client
// module, so it renders here with plain-data props and the hooks below it read that project.
// No web fonts: nothing is fetched from the internet at build time.
import type { ReactNode } from 'react';
import { AuthWidgetProvider } from 'auth-widget/react';
import { authConfig } from '../lib/config';

// No favicon file: an empty icon, so the browser asks for none.
export const metadata = { title: 'auth-widget in Next.js', icons: { icon: 'data:,' } };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { publicToken, apiBaseUrl } = await authConfig();
  return (
    <html lang="en">
      <body style={{ maxWidth: 420, margin: '40px auto', fontFamily: 'system-ui, sans-serif' }}>
        <AuthWidgetProvider publicToken={publicToken} apiBaseUrl={apiBaseUrl}>
          {children}
        </AuthWidgetProvider>
      </body>
    </html>
  );
}

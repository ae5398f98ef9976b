// The docs site (VitePress): the guides in guide/, the generated config reference, and the
// architecture and bench pages the repository already keeps in docs/. `npm run docs` serves it.
import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'auth-widget',
  description: 'An embeddable sign-in widget, its npm package, web components and React components, and a local emulator of its identity provider.',
  cleanUrls: true,
  lastUpdated: false,
  // The docs folder's own dependencies hold Markdown that is not ours.
  srcExclude: ['**/node_modules/**'],
  // Links to the emulator and the demo on this machine (http://localhost:9099/outbox …) are real
  // while they run, and the bench pages name the ports they measured on.
  ignoreDeadLinks: [/^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?(?:\/|$)/],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/quick-start' },
      { text: 'Config reference', link: '/reference/config' },
      { text: 'Emulator', link: '/guide/emulator' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Quick start', link: '/guide/quick-start' },
          { text: 'Next.js App Router', link: '/guide/nextjs' },
          { text: 'Theming', link: '/guide/theming' },
          { text: 'Strict CSP', link: '/guide/csp' },
          { text: 'Migrating from the provider’s UI', link: '/guide/migration' },
          { text: 'The emulator', link: '/guide/emulator' },
          { text: 'Verify sessions on your server', link: '/guide/verify-sessions' },
          { text: 'Testing your app', link: '/guide/testing' },
          { text: 'Security notes', link: '/guide/security' },
        ],
      },
      { text: 'Reference', items: [{ text: 'Config reference', link: '/reference/config' }] },
      {
        text: 'Inside',
        items: [
          { text: 'Architecture', link: '/architecture' },
          { text: 'Benchmarks', link: '/bench' },
          { text: 'Emulator benchmarks', link: '/bench-emulator' },
          { text: 'Session benchmarks', link: '/bench-sessions' },
        ],
      },
    ],
    search: { provider: 'local' },
    outline: [2, 3],
  },
});

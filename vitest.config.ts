import { defineConfig } from 'vitest/config';
import { reactAliases } from './aliases.mjs';

// Three projects: the widget runs in happy-dom, the emulator in plain Node with no sockets, and the
// docs checks in plain Node.
export default defineConfig({
  resolve: { alias: reactAliases },
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'widget',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/flows/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        // Real crypto (RSA keys, scrypt, zxcvbn): a test may take seconds on two busy cores.
        test: { name: 'emulator', environment: 'node', include: ['test/emulator/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        // The docs site's samples and generated reference: one TypeScript program, so seconds on a busy core.
        test: { name: 'docs', environment: 'node', include: ['test/docs/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
});

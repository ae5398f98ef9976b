import { defineConfig } from 'vite';

// React's JSX through esbuild's automatic runtime: no plugin needed for this example.
// auth-widget is linked from the repo (file:../..): its imports of react resolve from here, not
// from the repo's own node_modules, which has none.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Relative asset URLs: the built app runs from any path (the repo's e2e test serves it under one).
  base: './',
  resolve: { preserveSymlinks: true },
  server: { port: 5173 },
});

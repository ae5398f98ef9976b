// The one alias table: components are written against the React API and run on preact/compat.
// rollup.config.mjs and vitest.config.ts import it; tsconfig.json mirrors it (a unit test keeps them equal).
export const reactAliases = {
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

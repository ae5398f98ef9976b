// The server's side: renders the app to a string in Node, where there is no window or document.
import { renderToString } from 'react-dom/server';
import { App } from './app';

const html = renderToString(<App publicToken="public-token-test-00000000-0000-4000-8000-000000000000" apiBaseUrl="http://localhost:1" />);
console.log(JSON.stringify({ html, window: typeof window, document: typeof document }));

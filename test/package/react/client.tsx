// The browser's side: hydrates the server's markup in StrictMode, where effects run twice.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, type HostProps } from './app';

const props = (window as unknown as { __host: HostProps }).__host;
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App {...props} />
  </StrictMode>,
);

// `node runInDom.mjs <bundle>` (pack.mjs): runs a host's bundle of mountGerman.ts in happy-dom and
// prints what the widget rendered, as JSON. Its own process, so the DOM globals stay here.
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';

const window = new Window({ url: 'http://localhost:3000/' });
// The DOM's classes win over Node's own (Event, CustomEvent): the widget dispatches them on elements.
const DOM_FIRST = new Set(['window', 'document', 'location', 'navigator', 'localStorage', 'sessionStorage', 'Event', 'CustomEvent', 'EventTarget']);
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis && !DOM_FIRST.has(key)) continue;
  try {
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  } catch {
    // A read-only global of Node's: the widget does not need it.
  }
}
// No emulator here: the client chunk's requests fail as offline, which the widget survives.
globalThis.fetch = () => Promise.reject(new TypeError('offline'));
/* global document, customElements -- happy-dom's, defined on globalThis above */
document.body.innerHTML = '<div id="login"></div>';

const errors = [];
const { start } = await import(pathToFileURL(process.argv[2]).href);
start((error) => errors.push(error.message));
const html = () => document.querySelector('#login').innerHTML;
// The lazy groups arrive through import(): wait for the phone field, at most 10 s.
for (let waited = 0; waited < 10_000 && !/type="tel"/.test(html()); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
console.log(JSON.stringify({ html: html(), errors, elementDefined: Boolean(customElements.get('auth-login')) }));
process.exit(0);

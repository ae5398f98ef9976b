// A third party's script that a lazy group loads (Google's for One Tap), made like our chunks'
// scripts (script.ts); in the group that needs it, so the main file carries none of it.
import { scriptFor } from './script';

/** Loads a third party's script (Google's for One Tap) once asked: the page's nonce, no integrity (it changes). */
export function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = scriptFor(url);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`AuthWidget: could not load ${url}.`));
    document.head.appendChild(script);
  });
}

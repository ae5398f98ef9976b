// How the widget makes script elements under a strict CSP: the page's nonce (K2) and a Trusted
// Types policy for their URLs (K5). The main file's own, shared with the chunks (chunkRuntime.ts),
// so the page sees one policy.
// Captured while the main script first runs: chunks resolve against its URL, and they and our
// style elements carry its nonce (K2, K4). Later, document.currentScript is someone else's or null.
const mainScript = typeof document === 'object' ? (document.currentScript as HTMLScriptElement | null) : null;
export const scriptBase = mainScript?.src || (typeof location === 'object' ? location.href : '');
export const scriptNonce = mainScript?.nonce || mainScript?.getAttribute('nonce') || undefined;

type TrustedTypesFactory = { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } };
let scriptUrlPolicy: ((url: string) => string) | undefined;
/** The page's Trusted Types directive refused our policy's name, so no chunk can load (K5). */
let policyRefused = false;

/** Under Trusted Types a script URL must come from a policy (K5); ours is only ever given manifest URLs. */
function scriptUrl(url: string): string {
  if (!scriptUrlPolicy) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    let policy: ReturnType<TrustedTypesFactory['createPolicy']> | undefined;
    try {
      policy = factory?.createPolicy('auth-widget', { createScriptURL: (value: string) => value });
    } catch {
      // The page's CSP does not allow our policy name: a plain string, which fails where Trusted
      // Types are required, and then the host is told how to fix it (scriptFor).
      policyRefused = true;
    }
    scriptUrlPolicy = policy ? (value) => policy.createScriptURL(value) : (value) => value;
  }
  return scriptUrlPolicy(url);
}

/**
 * A script element for `url` with the page's nonce, its URL through our Trusted Types policy (K2,
 * K5): for the chunks (load.ts) and, through the chunk runtime, a third party's script a group
 * loads (externalScript.ts).
 */
export function scriptFor(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (scriptNonce) script.nonce = scriptNonce;
  try {
    script.src = scriptUrl(url);
  } catch (error) {
    throw policyRefused ? new Error("AuthWidget: Trusted Types refused our policy: allow auth-widget in this page's trusted-types directive.") : error;
  }
  return script;
}

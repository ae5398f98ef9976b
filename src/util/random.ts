/** Cryptographically random 32-bit words. Throws when Web Crypto is missing, with no weaker fallback (P1). */
export function randomWords(count: number): Uint32Array {
  const webCrypto = globalThis.crypto;
  if (!webCrypto || typeof webCrypto.getRandomValues !== 'function') {
    throw new Error('Web Crypto (crypto.getRandomValues) is not available in this browser.');
  }
  return webCrypto.getRandomValues(new Uint32Array(count));
}

export function hex32(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}

/**
 * A random v4 UUID: the browser's where it has one (a secure context), which costs a request's
 * telemetry header less than building it here (docs/performance.md, 'Enter at once'); else built by hand.
 */
export function uuid(): string {
  const native = globalThis.crypto?.randomUUID?.();
  if (native) return native;
  const hex = Array.from(randomWords(4), hex32).join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

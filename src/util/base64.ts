/** base64 of a UTF-8 string (btoa alone rejects code points above 255). */
export function base64Utf8(text: string): string {
  return base64Bytes(new TextEncoder().encode(text));
}

export function base64Bytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64Url(bytes: Uint8Array): string {
  return base64Bytes(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

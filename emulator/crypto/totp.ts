// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA-1), the base32 secrets
// authenticator apps take, and the otpauth:// URI their QR codes carry. Pure functions of the key
// and the time, so the RFC's own test vectors check them (test/emulator/totp.test.ts).
import { createHmac, randomBytes, randomInt } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** RFC 4226 §4 asks for at least 128 bits and recommends 160: the length of a SHA-1 output. */
const SECRET_BYTES = 20;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4226 HOTP: the dynamically truncated HMAC-SHA-1 of the 8-byte big-endian counter. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step (T) that `timeMs` falls in, counted from the Unix epoch. */
export function timeStep(timeMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(timeMs / 1000 / stepSeconds);
}

/** The code an authenticator app shows at `timeMs`. */
export function totpAt(key: Uint8Array, timeMs: number, digits = TOTP_DIGITS): string {
  return hotp(key, timeStep(timeMs), digits);
}

/** A fresh 160-bit secret, base32 without padding (32 characters), as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4648 base32, upper case, without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** RFC 4648 base32 back to bytes; case, spaces and padding are ignored, as apps ignore them. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${JSON.stringify(char)}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The Key URI Format authenticator apps read: otpauth://totp/Issuer:account?secret=…&issuer=… */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query}`;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A recovery code shaped like the provider's, `xxxx-xxxx-xxxx` (62 bits from the CSPRNG). */
export function newRecoveryCode(): string {
  const group = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

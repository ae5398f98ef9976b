// Password storage (docs/spec/security.md A1): scrypt from node:crypto with a random salt, the parameters
// kept in the stored string so a hash still verifies after the defaults change, and a
// constant-time comparison. Unknown users are checked against a dummy hash, so a login for a
// missing account costs the same as a wrong password (X9). The cost is the project's
// `password_hashing` setting: "production" is A1's N=2^17, "test" the same scrypt at N=2^10, 128
// times cheaper, so that a test suite signs users up and in by the hundred each second.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  log2N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation, and the default: N = 2^17, r = 8, p = 1. */
export const DEFAULT_SCRYPT: Readonly<ScryptParams> = Object.freeze({ log2N: 17, r: 8, p: 1 });

/** The project setting `password_hashing` (project.ts): which parameters new hashes get. */
export type PasswordHashing = 'test' | 'production';
export const PASSWORD_HASHING: Readonly<Record<PasswordHashing, Readonly<ScryptParams>>> = Object.freeze({
  // 1 MiB and about 2 ms of CPU a hash: real scrypt, far too cheap for real passwords. (N=2^12
  // costs 9 ms on a two-core machine, which alone would cap sign-ins at ~200/s there.)
  test: Object.freeze({ log2N: 10, r: 8, p: 1 }),
  production: DEFAULT_SCRYPT,
});

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// `scrypt$<log2N>$<r>$<p>$<salt base64url>$<key base64url>`
const STORED = /^scrypt\$(\d{1,2})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export interface PasswordHasher {
  readonly params: Readonly<ScryptParams>;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of one verify and answers false: the stand-in for a missing account. */
  verifyNobody(password: string): Promise<false>;
}

/**
 * crypto.scrypt runs on libuv's threadpool (UV_THREADPOOL_SIZE, 4 by default), never on the event
 * loop. That pool also runs WebCrypto, which signs every session JWT: derivations may hold all
 * but one of its threads, so long hashes cannot starve the signing (or hold 4 × 128 MiB at once).
 */
const MAX_DERIVING = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
let deriving = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  if (deriving >= MAX_DERIVING) await new Promise<void>((go) => waiting.push(go));
  else deriving += 1;
  try {
    return await scryptKey(password, salt, params);
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next in line
    else deriving -= 1;
  }
}

function scryptKey(password: string, salt: Buffer, { log2N, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** log2N;
  // Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 MiB).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // The password's UTF-8 bytes exactly as typed: no trimming or normalization (X8).
    scrypt(Buffer.from(password, 'utf8'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export function createPasswordHasher(overrides: Partial<ScryptParams> = {}): PasswordHasher {
  const fixed = Object.freeze({ ...DEFAULT_SCRYPT, ...overrides });
  return createHasherWith(() => fixed);
}

/**
 * The emulator's hasher: new hashes (and the dummy of an unknown account) take the parameters of
 * the project's `password_hashing` as it is now; a stored hash verifies with its own parameters,
 * so accounts survive a change of the setting. After such a change, the old accounts cost what
 * their hash costs, not what the dummy costs: X9 holds among accounts of one setting.
 */
export function createProjectPasswordHasher(setting: () => PasswordHashing): PasswordHasher {
  return createHasherWith(() => PASSWORD_HASHING[setting()]);
}

function createHasherWith(current: () => Readonly<ScryptParams>): PasswordHasher {
  async function hash(password: string): Promise<string> {
    const params = current();
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params);
    return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const match = STORED.exec(stored);
    if (!match) return false;
    const [, log2N, r, p, salt, key] = match;
    const expected = Buffer.from(key!, 'base64url');
    const actual = await derive(password, Buffer.from(salt!, 'base64url'), { log2N: Number(log2N), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return {
    get params() {
      return current();
    },
    hash,
    verify,
    async verifyNobody(password) {
      // One derivation with the current parameters: what verifying a current hash costs.
      await derive(password, randomBytes(SALT_BYTES), current());
      return false;
    },
  };
}

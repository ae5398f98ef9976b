// A software WebAuthn authenticator for emulator tests: ES256 (P-256) keys from node:crypto,
// authenticatorData built by hand, 'none' attestation, DER signatures over
// authData || SHA-256(clientDataJSON), exactly as WebAuthn L3 §6.1 and §6.3.3 lay them out.
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

export const FLAG_UP = 0x01;
export const FLAG_UV = 0x04;
export const FLAG_BE = 0x08;
export const FLAG_BS = 0x10;
export const FLAG_AT = 0x40;

// ---- the smallest CBOR encoder that covers a COSE key and a 'none' attestation object ----

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

// ---- the authenticator ----

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

interface StoredKey {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyOptions {
  /** The origin the "browser" reports in clientDataJSON. */
  origin?: string;
  /** The RP ID whose hash goes into authenticatorData; defaults to the options' RP ID. */
  rpId?: string;
  /** authenticatorData flags; defaults to UP|UV|BE|BS (plus AT on creation). */
  flags?: number;
  /** Overrides the signature counter for this ceremony. */
  counter?: number;
  /** Overrides the challenge in clientDataJSON. */
  challenge?: string;
}

export interface CreationOptions extends CeremonyOptions {
  /** Attests an existing credential again instead of making a new one (a duplicate registration). */
  reuseCredentialId?: string;
}

export interface AssertionOptions extends CeremonyOptions {
  /** Which credential answers; defaults to the first one for the RP ID. */
  credentialId?: string;
  /** Flips a bit of the signature. */
  tamperSignature?: boolean;
}

export class SoftAuthenticator {
  readonly keys = new Map<string, StoredKey>();
  /** Added to a key's counter on each assertion; 0 models authenticators without counters. */
  counterStep = 1;

  constructor(readonly defaultOrigin = 'http://localhost:3000') {}

  /** navigator.credentials.create(): takes the API's options JSON string, returns the credential JSON string. */
  create(creationOptionsJson: string, o: CreationOptions = {}): string {
    const options = JSON.parse(creationOptionsJson);
    const rpId: string = o.rpId ?? options.rp.id;
    const reused = o.reuseCredentialId === undefined ? undefined : this.keys.get(o.reuseCredentialId);
    const privateKey = reused?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const publicKey = createPublicKey(privateKey);
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const rawId = reused ? Buffer.from(reused.id, 'base64url') : randomBytes(16);
    const id = b64url(rawId);
    const counter = o.counter ?? 0;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([o.flags ?? FLAG_UP | FLAG_UV | FLAG_BE | FLAG_BS | FLAG_AT]),
      uint32(counter),
      Buffer.alloc(16), // AAGUID: zeros, as with 'none' attestation
      idLength,
      rawId,
      cose,
    ]);
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const clientDataJSON = this.clientData('webauthn.create', o.challenge ?? options.challenge, o.origin);
    this.keys.set(id, { id, privateKey, rpId, userHandle: options.user.id, counter });
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal', 'hybrid'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /** navigator.credentials.get(): signs the request options' challenge with a stored key. */
  get(requestOptionsJson: string, o: AssertionOptions = {}): string {
    const options = JSON.parse(requestOptionsJson);
    const key = o.credentialId ? this.keys.get(o.credentialId) : [...this.keys.values()].find((k) => k.rpId === options.rpId);
    if (!key) throw new Error('the soft authenticator has no matching credential');
    key.counter = o.counter ?? key.counter + this.counterStep;
    const authData = Buffer.concat([
      sha256(o.rpId ?? options.rpId),
      Buffer.from([o.flags ?? FLAG_UP | FLAG_UV | FLAG_BE | FLAG_BS]),
      uint32(key.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', o.challenge ?? options.challenge, o.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key.privateKey); // DER
    if (o.tamperSignature) signature[10] = signature[10]! ^ 0x01;
    return JSON.stringify({
      id: key.id,
      rawId: key.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: key.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  private clientData(type: string, challenge: string, origin = this.defaultOrigin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

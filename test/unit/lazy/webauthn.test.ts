// The passkeys chunk's browser side over a fake navigator.credentials that behaves as Chromium's
// does: one request at a time (a second one while another is pending is refused), and an aborted
// request settles a little later, not at once (docs/spec/security.md W2; SimpleWebAuthn issue 281).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCeremonies } from '../../../src/util/webauthn';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytes = (...values: number[]) => new Uint8Array(values).buffer;

const REQUEST_OPTIONS = JSON.stringify({ challenge: b64url(new Uint8Array([1, 2, 3, 4])), rpId: 'localhost', allowCredentials: [], userVerification: 'preferred', timeout: 60000 });
const CREATION_OPTIONS = JSON.stringify({
  challenge: b64url(new Uint8Array([9, 9])),
  rp: { id: 'localhost', name: 'Demo' },
  user: { id: b64url(new TextEncoder().encode('user-1')), name: 'a@example.com', displayName: 'a@example.com' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: b64url(new Uint8Array([7, 7])), type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
});

interface Request {
  kind: 'get' | 'create';
  options: CredentialRequestOptions & CredentialCreationOptions & { mediation?: string };
  resolve(credential: unknown): void;
}

/** A browser's credential container, recording what happens in order. */
class FakeCredentials {
  readonly log: string[] = [];
  readonly requests: Request[] = [];
  private pending: Request | undefined;

  get(options: Request['options']) {
    return this.request('get', options);
  }
  create(options: Request['options']) {
    return this.request('create', options);
  }

  private request(kind: Request['kind'], options: Request['options']): Promise<unknown> {
    const label = `${kind}:${options.mediation ?? 'modal'}`;
    if (this.pending) {
      this.log.push(`${label}:refused`);
      return Promise.reject(new DOMException('A request is already pending.', 'NotAllowedError'));
    }
    this.log.push(`${label}:start`);
    return new Promise((resolve, reject) => {
      const request: Request = {
        kind,
        options,
        resolve: (credential) => {
          this.pending = undefined;
          this.log.push(`${label}:done`);
          resolve(credential);
        },
      };
      this.pending = request;
      this.requests.push(request);
      options.signal?.addEventListener('abort', () =>
        setTimeout(() => {
          this.pending = undefined;
          this.log.push(`${label}:aborted`);
          reject(options.signal!.reason);
        }, 20),
      );
    });
  }
}

const assertion = () => ({
  id: 'AQI',
  rawId: bytes(1, 2),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { clientDataJSON: bytes(123, 125), authenticatorData: bytes(5, 6), signature: bytes(7, 8), userHandle: bytes(117) },
  getClientExtensionResults: () => ({}),
});

const attestation = () => ({
  id: 'AwQ',
  rawId: bytes(3, 4),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: bytes(123, 125),
    attestationObject: bytes(160),
    getTransports: () => ['internal'],
    getPublicKeyAlgorithm: () => -7,
    getPublicKey: () => bytes(1),
    getAuthenticatorData: () => bytes(2),
  },
  getClientExtensionResults: () => ({}),
});

let credentials: FakeCredentials;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  credentials = new FakeCredentials();
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => true }));
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('createCeremonies (W2: one request at a time)', () => {
  it('autofill asks for conditional mediation with an empty allow list', async () => {
    const ceremonies = createCeremonies();
    const credential = ceremonies.autofill(REQUEST_OPTIONS);
    await tick();
    const [request] = credentials.requests;
    expect(request!.options.mediation).toBe('conditional');
    expect(request!.options.publicKey!.allowCredentials).toEqual([]);
    expect(new Uint8Array(request!.options.publicKey!.challenge as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3, 4]));
    request!.resolve(assertion());
    expect(JSON.parse(await credential)).toEqual({
      id: 'AQI',
      rawId: 'AQI',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: 'e30', authenticatorData: 'BQY', signature: 'Bwg', userHandle: 'dQ' },
      clientExtensionResults: {},
    });
  });

  it('a modal get() first aborts the pending autofill request and waits for it to settle', async () => {
    const ceremonies = createCeremonies();
    const autofill = ceremonies.autofill(REQUEST_OPTIONS);
    const autofillSettled = autofill.catch((error: unknown) => error);
    await tick();
    const modal = ceremonies.authenticate(REQUEST_OPTIONS);
    await vi.waitFor(() => expect(credentials.requests).toHaveLength(2));
    credentials.requests[1]!.resolve(assertion());
    expect(JSON.parse(await modal).id).toBe('AQI');
    expect(credentials.log).toEqual(['get:conditional:start', 'get:conditional:aborted', 'get:modal:start', 'get:modal:done']);
    expect(await autofillSettled).toMatchObject({ name: 'AbortError' });
  });

  it('create() likewise waits for the autofill request, and sends excludeCredentials as bytes', async () => {
    const ceremonies = createCeremonies();
    void ceremonies.autofill(REQUEST_OPTIONS).catch(() => undefined);
    await tick();
    const created = ceremonies.register(CREATION_OPTIONS);
    await vi.waitFor(() => expect(credentials.requests).toHaveLength(2));
    const request = credentials.requests[1]!;
    expect(request.kind).toBe('create');
    const exclude = request.options.publicKey!.excludeCredentials![0]!;
    expect(new Uint8Array(exclude.id as ArrayBuffer)).toEqual(new Uint8Array([7, 7]));
    expect(new TextDecoder().decode(request.options.publicKey!.user.id as ArrayBuffer)).toBe('user-1');
    request.resolve(attestation());
    expect(JSON.parse(await created)).toMatchObject({ id: 'AwQ', rawId: 'AwQ', response: { attestationObject: 'oA', transports: ['internal'] } });
    expect(credentials.log).toEqual(['get:conditional:start', 'get:conditional:aborted', 'create:modal:start', 'create:modal:done']);
  });

  it('abort() ends the pending request and resolves once it has settled; with none pending at once', async () => {
    const ceremonies = createCeremonies();
    await ceremonies.abort();
    const autofill = ceremonies.autofill(REQUEST_OPTIONS).catch((error: unknown) => error);
    await tick();
    await ceremonies.abort();
    expect(credentials.log).toEqual(['get:conditional:start', 'get:conditional:aborted']);
    expect(await autofill).toMatchObject({ code: 'ERROR_CEREMONY_ABORTED' });
  });

  it('a new autofill request replaces the old one without overlapping it', async () => {
    const ceremonies = createCeremonies();
    void ceremonies.autofill(REQUEST_OPTIONS).catch(() => undefined);
    await tick();
    void ceremonies.autofill(REQUEST_OPTIONS).catch(() => undefined);
    await vi.waitFor(() => expect(credentials.requests).toHaveLength(2));
    expect(credentials.log).toEqual(['get:conditional:start', 'get:conditional:aborted', 'get:conditional:start']);
    await ceremonies.abort();
  });

  it('a browser error keeps its DOMException name for the error mapping (W3)', async () => {
    const ceremonies = createCeremonies();
    credentials.get = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    await expect(ceremonies.authenticate(REQUEST_OPTIONS)).rejects.toMatchObject({ name: 'NotAllowedError' });
    credentials.create = () =>
      Promise.reject(
        new DOMException(
          'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
          'InvalidStateError',
        ),
      );
    await expect(ceremonies.register(CREATION_OPTIONS)).rejects.toMatchObject({ name: 'InvalidStateError' });
  });
});

describe('one request per page', () => {
  it("a second widget's request also waits for the first widget's autofill request to settle", async () => {
    const login = createCeremonies();
    const registration = createCeremonies();
    void login.autofill(REQUEST_OPTIONS).catch(() => undefined);
    await tick();
    const created = registration.register(CREATION_OPTIONS);
    await vi.waitFor(() => expect(credentials.requests).toHaveLength(2));
    credentials.requests[1]!.resolve(attestation());
    await created;
    expect(credentials.log).toEqual(['get:conditional:start', 'get:conditional:aborted', 'create:modal:start', 'create:modal:done']);
  });
});

// Sign-In with Ethereum messages (EIP-4361; docs/spec/security.md C5): the builder against the spec's own
// examples, and what siwe_params may hold.
import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../../emulator/errors';
import { buildSiweMessage, readSiweParams } from '../../emulator/crypto/siwe';
import { checksumAddress } from '../../emulator/crypto/walletAddresses';

// ERC-4361's examples (https://eips.ethereum.org/EIPS/eip-4361, "Examples"), verbatim.
const EXAMPLE = `example.com wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`;
const EXAMPLE_FIELDS = {
  domain: 'example.com',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  chainId: '1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
};

function errorOf(run: () => unknown): { status: number; type: string; message: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof EmulatorError) return { status: err.status, type: err.errorType, message: err.message };
    throw err;
  }
  throw new Error('expected an EmulatorError');
}

describe('buildSiweMessage', () => {
  it("writes ERC-4361's example exactly", () => {
    expect(buildSiweMessage(EXAMPLE_FIELDS)).toBe(EXAMPLE);
  });

  it("writes ERC-4361's example with an explicit port exactly", () => {
    expect(buildSiweMessage({ ...EXAMPLE_FIELDS, domain: 'example.com:3388' })).toBe(EXAMPLE.replace('example.com wants', 'example.com:3388 wants'));
  });

  it("the example's address is the EIP-55 form of the lower-case one", () => {
    expect(checksumAddress(EXAMPLE_FIELDS.address.toLowerCase())).toBe(EXAMPLE_FIELDS.address);
  });

  it('follows the ABNF without a statement (an empty line stays for it) and with the optional lines in order', () => {
    const message = buildSiweMessage({
      ...EXAMPLE_FIELDS,
      statement: undefined,
      notBefore: '2021-09-30T16:30:00Z',
      requestId: 'F369349D-9B66-4367-BAF2-AE9D83E0F9FA',
      resources: undefined,
    });
    expect(message).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Not Before: 2021-09-30T16:30:00Z',
        'Request ID: F369349D-9B66-4367-BAF2-AE9D83E0F9FA',
      ].join('\n'),
    );
  });
});

describe('readSiweParams', () => {
  const PAGE = 'http://localhost:3000';
  const read = (params: Record<string, unknown>, origin: string | null = PAGE, allowed: string[] = []) => readSiweParams(params, origin, allowed);

  it("accepts the example's statement, request id and resources, and takes the domain from the page", () => {
    const request = read({
      uri: 'http://localhost:3000/login',
      chain_id: '137',
      statement: EXAMPLE_FIELDS.statement,
      issued_at: '2021-09-30T16:25:24Z',
      not_before: '2021-09-30T16:30:00.000+02:00',
      message_request_id: 'F369349D-9B66-4367-BAF2-AE9D83E0F9FA',
      resources: EXAMPLE_FIELDS.resources,
    });
    expect(request).toEqual({
      uri: 'http://localhost:3000/login',
      domain: 'localhost:3000',
      chainId: '137',
      issuedAt: '2021-09-30T16:25:24Z',
      statement: EXAMPLE_FIELDS.statement,
      notBefore: { text: '2021-09-30T16:30:00.000+02:00', ms: Date.parse('2021-09-30T14:30:00Z') },
      requestId: 'F369349D-9B66-4367-BAF2-AE9D83E0F9FA',
      resources: EXAMPLE_FIELDS.resources,
    });
  });

  it('defaults: the uri is the page, chain 1; without a page the uri names the domain', () => {
    expect(read({})).toMatchObject({ uri: PAGE, domain: 'localhost:3000', chainId: '1' });
    expect(read({ chain_id: 5 })).toMatchObject({ chainId: '5' });
    expect(read({ uri: 'http://127.0.0.1:8080/app' }, null)).toMatchObject({ domain: '127.0.0.1:8080' });
    expect(errorOf(() => read({}, null))).toMatchObject({ status: 400, type: 'missing_argument', message: expect.stringContaining('siwe_params.uri') });
  });

  it.each([
    [{ uri: 'http://localhost:4000/login' }, ['http://localhost:3000'], 'another origin than the allowed one'],
    [{ uri: 'https://evil.example/login' }, [], 'a non-loopback origin when none are listed'],
    [{ uri: 'javascript:alert(1)' }, [], 'a javascript: URI'],
    [{ uri: 'http://user@localhost:3000/' }, [], 'user info'],
    [{ uri: 'http://localhost:3000/a b' }, [], 'a space'],
    [{ uri: '/login' }, [], 'a relative reference'],
  ])('refuses %j (%s) as origin_not_allowed, naming siwe_params.uri', (params, allowed) => {
    expect(errorOf(() => read(params, PAGE, allowed))).toMatchObject({ status: 400, type: 'origin_not_allowed', message: expect.stringContaining('siwe_params.uri') });
  });

  it('takes a uri on a listed origin', () => {
    expect(read({ uri: 'https://app.example.com/login' }, 'https://app.example.com', ['https://app.example.com'])).toMatchObject({ domain: 'app.example.com' });
  });

  it.each([
    [{ chain_id: 'one' }],
    [{ chain_id: '0' }],
    [{ chain_id: -1 }],
    [{ chain_id: 1.5 }],
    [{ chain_id: true }],
    [{ statement: 'two\nlines' }],
    [{ statement: 'quotes "are" not RFC 3986' }],
    [{ statement: 'non-ASCII: é' }],
    [{ statement: 7 }],
    [{ message_request_id: 'a b' }],
    [{ message_request_id: 'a/b' }],
    [{ resources: ['not a uri'] }],
    [{ resources: ['https://example.com/\nURI: https://evil.example'] }],
    [{ resources: 'https://example.com' }],
    [{ resources: [1] }],
    [{ issued_at: 'yesterday' }],
    [{ issued_at: '2021-09-30 16:25:24Z' }],
    [{ not_before: '2021-13-30T16:25:24Z' }],
  ])('refuses %j as 400 invalid_argument, naming the field', (params) => {
    const error = errorOf(() => read(params));
    expect(error).toMatchObject({ status: 400, type: 'invalid_argument' });
    expect(error.message).toContain(`siwe_params.${Object.keys(params)[0]}`);
  });
});

// The stand-in providers' profile pictures (emulator-only, docs/spec/security.md E6): an identicon
// drawn from the provider and subject alone, so it is served offline, the same for the same
// account, and carries nothing a person typed (no text to escape, no script to run).
import { createHash } from 'node:crypto';
import type { OAuthProviderType } from '../../src/contract/index';
import { EmulatorError } from '../errors';
import { isOAuthProviderType } from '../project/oauthProviders';

/** Google's subjects are at most 255 printable ASCII characters; the stand-ins' are 32 hex digits. */
const SUBJECT = /^[\x21-\x7E]{1,255}$/;
const GRID = 5;
const CELL = 16;

/** Where the stand-in for `provider` serves the picture of `subject`, on the emulator at `origin`. */
export function profilePictureUrl(origin: string, provider: OAuthProviderType, subject: string): string {
  return `${origin}/__emulator/oauth/${provider}/avatar/${encodeURIComponent(subject)}`;
}

/** A 5×5 mirrored pattern in one colour on a light ground, from the hash of provider and subject. */
export function avatarSvg(provider: string, subject: string): string {
  const hash = createHash('sha256').update(`${provider}\n${subject}`).digest();
  const hue = ((hash[0]! << 8) | hash[1]!) % 360;
  const cells: string[] = [];
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < Math.ceil(GRID / 2); col++) {
      if ((hash[2 + row * 3 + col]! & 1) === 0) continue;
      for (const x of new Set([col, GRID - 1 - col])) cells.push(`<rect x="${8 + x * CELL}" y="${8 + row * CELL}" width="${CELL}" height="${CELL}"/>`);
    }
  }
  const size = GRID * CELL + 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="Profile picture">
<rect width="${size}" height="${size}" fill="hsl(${hue} 40% 94%)"/>
<g fill="hsl(${hue} 55% 45%)">${cells.join('')}</g>
</svg>
`;
}

/**
 * GET /__emulator/oauth/:provider/avatar/:subject: the picture as image/svg+xml, never sniffed as
 * anything else, with a CSP that lets it run nothing when opened on its own; any page may show it.
 */
export function avatarResponse(provider: string, subject: string): Response {
  if (!isOAuthProviderType(provider)) throw new EmulatorError(404, 'route_not_found', `"${provider}" is not an OAuth provider`);
  if (!SUBJECT.test(subject)) throw new EmulatorError(400, 'invalid_argument', 'The subject must be 1 to 255 printable ASCII characters without spaces');
  return new Response(avatarSvg(provider, subject), {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=86400',
    },
  });
}

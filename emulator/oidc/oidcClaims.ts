// The user's claims that granted scopes release (OIDC Core §5.4), in the ID token and at userinfo
// alike. A claim with no value is left out rather than sent empty (OIDC Core §5.3.2).
import type { User } from '../../src/contract/index';

export function claimsFor(user: User, scopes: readonly string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  if (scopes.includes('profile')) {
    const { first_name, middle_name, last_name } = user.name;
    const full = [first_name, middle_name, last_name].filter((part) => part !== '').join(' ');
    if (full !== '') claims.name = full;
    if (first_name !== '') claims.given_name = first_name;
    if (middle_name !== '') claims.middle_name = middle_name;
    if (last_name !== '') claims.family_name = last_name;
    const picture = user.providers.find((p) => p.profile_picture_url !== '')?.profile_picture_url;
    if (picture) claims.picture = picture;
    const locale = user.providers.find((p) => p.locale !== '')?.locale;
    if (locale) claims.locale = locale;
  }
  if (scopes.includes('email')) {
    const email = user.emails.find((e) => e.verified) ?? user.emails[0];
    if (email) {
      claims.email = email.email;
      claims.email_verified = email.verified;
    }
  }
  if (scopes.includes('phone')) {
    const phone = user.phone_numbers.find((p) => p.verified) ?? user.phone_numbers[0];
    if (phone) {
      claims.phone_number = phone.phone_number;
      claims.phone_number_verified = phone.verified;
    }
  }
  return claims;
}

/** What discovery advertises: the registered claims of the ID token and the ones above. */
export const CLAIMS_SUPPORTED = [
  'iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce',
  'name', 'given_name', 'middle_name', 'family_name', 'picture', 'locale',
  'email', 'email_verified', 'phone_number', 'phone_number_verified',
];

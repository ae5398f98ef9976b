// The check of each project field (project.ts defineProject runs them): an error text naming what
// the field must be, or null when it is fine.
import { connectedAppsProblem, idpAuthorizationUrlProblem } from './connectedApps';
import { isOAuthProviderType, OAUTH_PROVIDER_TYPES } from './oauthProviders';
import { organizationsProblem } from './organizations';
import { rbacPolicyProblem } from './rbacPolicy';
import { normalizeOrigin } from '../validate/origins';
import { PASSWORD_HASHING } from '../crypto/passwordHash';
import { rateLimitsProblem } from './rateLimitConfig';
import { trustedTokenProfilesProblem } from './trustedTokenProfiles';

const MAX_CLIENT_ID_LENGTH = 255;

export type Check = (value: unknown) => string | null; // an error text, or null when fine

const isString: Check = (v) => (typeof v === 'string' && v !== '' ? null : 'must be a non-empty string');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isStringOrNull: Check = (v) => (v === null ? null : isString(v));
const isStringList: Check = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && x !== '') ? null : 'must be an array of non-empty strings';
/** Origins like "http://localhost:3000", each as the browser sends it (normalized after the checks). */
const isOriginList: Check = (v) => {
  const bad = isStringList(v);
  if (bad) return bad;
  const wrong = (v as string[]).find((o) => normalizeOrigin(o) === null);
  return wrong === undefined ? null : `has "${wrong}", which is not an origin like "http://localhost:3000"`;
};
const isIntegerIn = (min: number, max: number): Check => (v) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null : `must be an integer from ${min} to ${max}`;
export const isObject: Check = (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : 'must be an object');

/** Each field's check; project.ts types the table by ProjectConfig, so a field without one fails to compile. */
export const PROJECT_CHECKS = {
  project_id: isString,
  public_token: isString,
  secret: (v) => (typeof v === 'string' && /^[\x21-\x7e]{8,256}$/.test(v) ? null : 'must be 8 to 256 printable characters without spaces'),
  project_name: isString,
  email_domains: isStringList,
  disable_sdk_watermark: isBoolean,
  cname_domain: isStringOrNull,
  captcha_settings: (v) => {
    const c = v as { enabled?: unknown; siteKey?: unknown } | null;
    if (isObject(v) !== null || typeof c?.enabled !== 'boolean') return 'must be {"enabled": false} or {"enabled": true, "siteKey": "…"}';
    return c.enabled && isString(c.siteKey) ? 'needs a non-empty "siteKey" when enabled' : null;
  },
  pkce_required_for_email_magic_links: isBoolean,
  pkce_required_for_password_resets: isBoolean,
  pkce_required_for_oauth: isBoolean,
  pkce_required_for_sso: isBoolean,
  password_config: (v) => {
    if (v === null) return null;
    const c = v as { luds_complexity?: unknown; luds_minimum_count?: unknown };
    const ok = isObject(v) === null && Number.isInteger(c.luds_complexity) && Number.isInteger(c.luds_minimum_count);
    return ok ? null : 'must be null or {"luds_complexity": integer, "luds_minimum_count": integer}';
  },
  password_policy: (v) => (v === 'zxcvbn' || v === 'luds' ? null : 'must be "zxcvbn" or "luds"'),
  dfp_protected_auth_enabled: isBoolean,
  dfp_protected_auth_mode: isStringOrNull,
  rbac_policy: rbacPolicyProblem,
  siwe_required_for_crypto_wallets: isBoolean,
  vertical: isString,
  allowed_origins: isOriginList,
  redirect_urls: (v) => {
    const bad = isStringList(v);
    if (bad) return bad;
    const wrong = (v as string[]).find((u) => !/^https?:\/\//i.test(u) || !URL.canParse(u));
    return wrong === undefined ? null : `has "${wrong}", which is not an http(s) URL`;
  },
  default_login_redirect_url: isStringOrNull,
  default_signup_redirect_url: isStringOrNull,
  default_reset_password_redirect_url: isStringOrNull,
  oauth_providers: (v) => {
    if (!Array.isArray(v)) return 'must be an array of provider types';
    const wrong: unknown = v.find((p) => typeof p !== 'string' || !isOAuthProviderType(p));
    if (wrong !== undefined) return `has ${JSON.stringify(wrong)}, which is not one of ${OAUTH_PROVIDER_TYPES.join(', ')}`;
    return new Set(v).size === v.length ? null : 'lists a provider twice';
  },
  google_client_id: (v) => (typeof v === 'string' && v.length <= MAX_CLIENT_ID_LENGTH && !/\s/.test(v) ? null : `must be a string of at most ${MAX_CLIENT_ID_LENGTH} characters without spaces ('' = not configured)`),
  google_client_registered: isBoolean,
  google_authorized_origins: isOriginList,
  google_uses_default_credentials: isBoolean,
  connected_apps: connectedAppsProblem,
  idp_authorization_url: idpAuthorizationUrlProblem,
  password_hashing: (v) =>
    typeof v === 'string' && Object.hasOwn(PASSWORD_HASHING, v) ? null : `must be ${Object.keys(PASSWORD_HASHING).map((k) => `"${k}"`).join(' or ')}`,
  // ---- issue 15: memory ----
  max_sessions_per_user: isIntegerIn(1, 10_000),
  outbox_max_messages: isIntegerIn(1, 1_000_000),
  rate_limits: rateLimitsProblem,
  organizations: organizationsProblem,
  trusted_token_profiles: trustedTokenProfilesProblem,
} satisfies Record<string, Check>;

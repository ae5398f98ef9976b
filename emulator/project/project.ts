// The emulated project: what bootstrap reports, plus the emulator-only settings (allowed
// origins, redirect URLs). Given as a partial object or a JSON file, merged over the defaults
// and validated up front, so a typo fails at start with the field's name, not later mid-flow.
import { readFileSync } from 'node:fs';
import type { Bootstrap, OAuthProviderType, PasswordStrengthPolicy } from '../../src/contract/index';
import type { ConnectedApp } from './connectedApps';
import { OAUTH_PROVIDER_TYPES } from './oauthProviders';
import type { StagedOrganization } from './organizations';
import type { RbacPolicy } from './rbacPolicy';
import type { TrustedTokenProfile } from './trustedTokenProfiles';
import { isAllowedRedirectUrl, normalizeOrigin } from '../validate/origins';
import type { PasswordHashing } from '../crypto/passwordHash';
import { DEFAULT_RATE_LIMITS, mergeRateLimits, type RateLimitsConfig } from './rateLimitConfig';
import { isObject, PROJECT_CHECKS, type Check } from './projectChecks';

export interface ProjectConfig {
  project_id: string;
  public_token: string;
  /**
   * What a host's server authenticates with, `Basic base64(project_id:secret)`, on the backend API
   * (backend/). Never sent to a browser: bootstrap does not carry it.
   */
  secret: string;
  project_name: string;
  /** Sender domains, used by the widget for "open your mail" links. */
  email_domains: string[];
  disable_sdk_watermark: boolean;
  cname_domain: string | null;
  captcha_settings: Bootstrap['captcha_settings'];
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  password_config: Bootstrap['password_config'];
  /** Emulator-only: the strength policy of /passwords*; LUDS reads its numbers from password_config. */
  password_policy: PasswordStrengthPolicy;
  dfp_protected_auth_enabled: boolean;
  dfp_protected_auth_mode: string | null;
  rbac_policy: RbacPolicy;
  siwe_required_for_crypto_wallets: boolean;
  vertical: string;
  /** CORS origins, matched exactly; empty = any loopback origin on any port. */
  allowed_origins: string[];
  /** Redirect URLs, matched exactly; empty = any http(s) URL on a loopback host. */
  redirect_urls: string[];
  /** Used when a request names no magic-link URL of its own. */
  default_login_redirect_url: string | null;
  default_signup_redirect_url: string | null;
  /** Used when a password reset start names no reset_password_redirect_url of its own. */
  default_reset_password_redirect_url: string | null;
  /** Emulator-only: the OAuth providers set up in this project (all of them by default). */
  oauth_providers: OAuthProviderType[];
  /**
   * Google One Tap: the Google OAuth client id the One Tap start hands out; '' = One Tap not
   * configured (the start answers an empty id, the widget's oauth_config_not_found).
   */
  google_client_id: string;
  /**
   * Emulator-only, the stand-in Google's side: whether Google knows google_client_id (false: the
   * prompt is not displayed, reason invalid_client).
   */
  google_client_registered: boolean;
  /**
   * Emulator-only, the client's "Authorized JavaScript origins" at the stand-in Google, matched
   * exactly; empty = any loopback origin. Another page origin: reason unregistered_origin.
   */
  google_authorized_origins: string[];
  /**
   * Google OAuth runs on the provider's shared default credentials, which One Tap cannot use:
   * the One Tap start and callback answer default_provider_not_allowed.
   */
  google_uses_default_credentials: boolean;
  /** The relying parties this project is an OpenID Provider for (connectedApps.ts). */
  connected_apps: ConnectedApp[];
  /**
   * The host page where the identity-provider widget is mounted: the authorization and end-session
   * endpoints send the browser there. null = not set up; those endpoints then answer a page saying so.
   */
  idp_authorization_url: string | null;
  /**
   * Emulator-only, the cost of scrypt for new password hashes (docs/spec/security.md A1): "test" (the
   * default; N=2^10, about 2 ms) or "production" (N=2^17, r=8, p=1, 128 MiB a hash).
   */
  password_hashing: PasswordHashing;
  // ---- issue 15: memory ----
  /** Emulator-only: live sessions kept per user; a new one past this revokes the oldest. */
  max_sessions_per_user: number;
  /** Emulator-only: the outbox keeps the newest this many messages, and counts what it drops. */
  outbox_max_messages: number;
  /** Emulator-only: sends, failed sign-ins and requests a client may make (rateLimitConfig.ts). */
  rate_limits: RateLimitsConfig;
  /** Emulator-only: the B2B organizations and members that members/search answers from (issue 17). */
  organizations: StagedOrganization[];
  /** The external issuers whose JWTs POST /sessions/attest accepts (trustedTokenProfiles.ts, issue 36). */
  trusted_token_profiles: TrustedTokenProfile[];
}

/** `rate_limits` may name only the limits it changes; the others keep their values. */
export type ProjectInput = Partial<Omit<ProjectConfig, 'rate_limits'>> & { rate_limits?: Partial<RateLimitsConfig> };

/** Shallowly frozen; defineProject clones it, so nested lists are never shared either. */
export const DEFAULT_PROJECT: Readonly<ProjectConfig> = Object.freeze<ProjectConfig>({
  project_id: 'project-test-00000000-0000-4000-8000-000000000000',
  public_token: 'public-token-test-00000000-0000-4000-8000-000000000000',
  // Stable, so a host's .env written once keeps working against every fresh emulator.
  secret: 'secret-test-emulator-0000000000000000000000000000',
  project_name: 'Demo',
  email_domains: ['example.com'],
  disable_sdk_watermark: false,
  cname_domain: null,
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  password_config: { luds_complexity: 3, luds_minimum_count: 8 },
  password_policy: 'zxcvbn',
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: null,
  rbac_policy: { roles: [], resources: [], scopes: [] },
  siwe_required_for_crypto_wallets: false,
  vertical: 'CONSUMER',
  allowed_origins: [],
  redirect_urls: [],
  default_login_redirect_url: null,
  default_signup_redirect_url: null,
  default_reset_password_redirect_url: null,
  oauth_providers: [...OAUTH_PROVIDER_TYPES],
  // Set, so that One Tap works in the demo and the browser tests as every provider does, with no
  // setup; '' or a list of oauth_providers without google turns it off.
  google_client_id: 'emulator-google-client-id.apps.googleusercontent.com',
  google_client_registered: true,
  google_authorized_origins: [],
  google_uses_default_credentials: false,
  connected_apps: [],
  idp_authorization_url: null,
  // The emulator serves test suites; a host checking its production cost asks for it.
  password_hashing: 'test',
  // ---- issue 15: memory ----
  max_sessions_per_user: 100,
  outbox_max_messages: 1000,
  rate_limits: DEFAULT_RATE_LIMITS,
  organizations: [],
  trusted_token_profiles: [],
});

export class ProjectConfigError extends Error {
  override name = 'ProjectConfigError';
}

const CHECKS: Record<keyof ProjectConfig, Check> = PROJECT_CHECKS;

/**
 * Merges `input` over `base` (the defaults, or the running project) field by field and validates
 * the result; throws ProjectConfigError naming the field.
 */
export function defineProject(input: ProjectInput = {}, source = 'project', base: Readonly<ProjectConfig> = DEFAULT_PROJECT): ProjectConfig {
  if (isObject(input) !== null) throw new ProjectConfigError(`${source}: the project config must be a JSON object`);
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(CHECKS, key)) {
      throw new ProjectConfigError(`${source}: unknown field "${key}" (known fields: ${Object.keys(CHECKS).join(', ')})`);
    }
  }
  const project = { ...structuredClone(base), ...structuredClone(input) } as ProjectConfig;
  project.rate_limits = mergeRateLimits(base.rate_limits, input.rate_limits) as RateLimitsConfig;
  for (const [key, check] of Object.entries(CHECKS)) {
    const problem = check(project[key as keyof ProjectConfig]);
    if (problem) throw new ProjectConfigError(`${source}: "${key}" ${problem}`);
  }
  project.allowed_origins = project.allowed_origins.map((o) => normalizeOrigin(o)!);
  project.google_authorized_origins = project.google_authorized_origins.map((o) => normalizeOrigin(o)!);
  for (const key of ['default_login_redirect_url', 'default_signup_redirect_url', 'default_reset_password_redirect_url'] as const) {
    const url = project[key];
    if (url !== null && !isAllowedRedirectUrl(url, project.redirect_urls)) {
      throw new ProjectConfigError(
        `${source}: "${key}" must be listed in "redirect_urls" (or, when that is empty, be an http(s) loopback URL)`,
      );
    }
  }
  return project;
}

/** The running project: the start-up config, which tests may change while the emulator runs. */
export interface LiveProject {
  /** The config now in force; each request reads it once, so it sees one consistent config. */
  current(): ProjectConfig;
  /** Merges a partial config over the current one, validated as at start-up; throws ProjectConfigError. */
  merge(input: unknown): ProjectConfig;
  /** Back to the start-up config. */
  restore(): void;
  /** Makes the current config the start-up one restore() returns to (what `npm start`'s demo registered). */
  keep(): void;
}

export function createLiveProject(startup: ProjectConfig): LiveProject {
  let current = startup;
  let restored = startup;
  return {
    current: () => current,
    merge(input) {
      const next = defineProject(input as ProjectInput, 'project', current);
      // Session JWTs are signed for this id and the JWKS is served at a path naming it.
      if (next.project_id !== startup.project_id) throw new ProjectConfigError('project: "project_id" cannot change while the emulator runs');
      current = next;
      return current;
    },
    restore() {
      current = restored;
    },
    keep() {
      restored = current;
    },
  };
}

/** Reads and validates a project JSON file, merged over `base`; every error names the file and the field. */
export function loadProjectFile(path: string, base: Readonly<ProjectConfig> = DEFAULT_PROJECT): ProjectConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new ProjectConfigError(`${path}: cannot read the project file (${(err as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new ProjectConfigError(`${path}: not valid JSON (${(err as Error).message})`);
  }
  return defineProject(parsed as ProjectInput, path, base);
}

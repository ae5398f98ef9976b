import type { Bootstrap } from '../contract/index';
import type { Call } from './transport';

/** Used until the first bootstrap arrives, and when it fails (docs/spec/api.md §6: render with defaults). */
export const DEFAULT_BOOTSTRAP: Bootstrap = {
  project_name: '',
  disable_sdk_watermark: true,
  cname_domain: null,
  email_domains: [],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  password_config: null,
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: null,
  rbac_policy: { roles: [], resources: [], scopes: [] },
  siwe_required_for_crypto_wallets: false,
  vertical: 'CONSUMER',
};

export function bootstrapApi(call: Call, publicToken: string) {
  return {
    get: () => call('GET /projects/bootstrap/:public_token', undefined, { params: { public_token: publicToken } }),
  };
}

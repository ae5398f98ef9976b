// GET /projects/bootstrap/:public_token (docs/spec/api.md §6): the project settings the widget renders with.
import type { Handler } from './context';
import { assert } from '../errors';

export const getBootstrap: Handler<'GET /projects/bootstrap/:public_token'> = (ctx) => {
  const p = ctx.project;
  assert(ctx.params.public_token === p.public_token, 401, 'invalid_public_token', 'Unknown public token');
  return {
    project_name: p.project_name,
    disable_sdk_watermark: p.disable_sdk_watermark,
    cname_domain: p.cname_domain,
    email_domains: [...p.email_domains],
    captcha_settings: { ...p.captcha_settings },
    pkce_required_for_email_magic_links: p.pkce_required_for_email_magic_links,
    pkce_required_for_password_resets: p.pkce_required_for_password_resets,
    pkce_required_for_oauth: p.pkce_required_for_oauth,
    pkce_required_for_sso: p.pkce_required_for_sso,
    password_config: p.password_config && { ...p.password_config },
    dfp_protected_auth_enabled: p.dfp_protected_auth_enabled,
    dfp_protected_auth_mode: p.dfp_protected_auth_mode,
    rbac_policy: structuredClone(p.rbac_policy),
    siwe_required_for_crypto_wallets: p.siwe_required_for_crypto_wallets,
    vertical: p.vertical,
  };
};

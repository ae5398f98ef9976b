// Bootstrap (docs/spec/api.md §6) and the project config: defaults, overrides, and file loading errors
// that name the bad field.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT, defineProject, loadProjectFile, ProjectConfigError } from '../../emulator/project/project';
import { createHarness } from './harness';

const TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';

describe('GET /projects/bootstrap/:public_token', () => {
  it('answers the default project exactly as docs/spec/api.md §6 shows, without Authorization', async () => {
    const res = await createHarness().call('GET', `/projects/bootstrap/${TOKEN}`, { authorization: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: {
        request_id: expect.stringMatching(/^request-id-test-/),
        status_code: 200,
        project_name: 'Demo',
        disable_sdk_watermark: false,
        cname_domain: null,
        email_domains: ['example.com'],
        captcha_settings: { enabled: false },
        pkce_required_for_email_magic_links: false,
        pkce_required_for_password_resets: false,
        pkce_required_for_oauth: false,
        pkce_required_for_sso: false,
        password_config: { luds_complexity: 3, luds_minimum_count: 8 },
        dfp_protected_auth_enabled: false,
        dfp_protected_auth_mode: null,
        rbac_policy: { roles: [], resources: [], scopes: [] },
        siwe_required_for_crypto_wallets: false,
        vertical: 'CONSUMER',
      },
    });
  });

  it('answers 401 invalid_public_token for an unknown token', async () => {
    const res = await createHarness().call('GET', '/projects/bootstrap/public-token-test-unknown');
    expect([res.status, res.json.error_type]).toEqual([401, 'invalid_public_token']);
  });

  it('reflects project overrides', async () => {
    const h = createHarness({
      project: { project_name: 'Acme', disable_sdk_watermark: true, pkce_required_for_email_magic_links: true, captcha_settings: { enabled: true, siteKey: 'site-key' } },
    });
    const { data } = (await h.call('GET', `/projects/bootstrap/${TOKEN}`)).json;
    expect(data).toMatchObject({ project_name: 'Acme', disable_sdk_watermark: true, pkce_required_for_email_magic_links: true, captcha_settings: { enabled: true, siteKey: 'site-key' } });
  });
});

describe('defineProject', () => {
  it('fills in the defaults and never shares them', () => {
    const project = defineProject({ project_name: 'Other' });
    expect(project).toEqual({ ...DEFAULT_PROJECT, project_name: 'Other' });
    project.email_domains.push('mutated.example');
    expect(DEFAULT_PROJECT.email_domains).toEqual(['example.com']);
  });

  it('normalizes allowed origins', () => {
    expect(defineProject({ allowed_origins: ['HTTP://LOCALHOST:3000'] }).allowed_origins).toEqual(['http://localhost:3000']);
    expect(defineProject({ google_authorized_origins: ['HTTP://LOCALHOST:3000'] }).google_authorized_origins).toEqual(['http://localhost:3000']);
  });

  it('sets One Tap up by default, so the demo needs no project file; an empty client id turns it off', () => {
    expect(DEFAULT_PROJECT).toMatchObject({
      google_client_id: 'emulator-google-client-id.apps.googleusercontent.com',
      google_client_registered: true,
      google_authorized_origins: [],
      google_uses_default_credentials: false,
    });
    expect(defineProject({ google_client_id: '' }).google_client_id).toBe('');
  });

  it.each([
    [{ alowed_origins: [] }, /unknown field "alowed_origins"/],
    [{ project_name: 5 }, /"project_name" must be a non-empty string/],
    [{ allowed_origins: ['http://localhost:3000/path'] }, /"allowed_origins" has "http:\/\/localhost:3000\/path"/],
    [{ allowed_origins: 'http://localhost:3000' }, /"allowed_origins" must be an array/],
    [{ redirect_urls: ['javascript:alert(1)'] }, /"redirect_urls" has "javascript:alert\(1\)"/],
    [{ pkce_required_for_email_magic_links: 'yes' }, /"pkce_required_for_email_magic_links" must be true or false/],
    [{ captcha_settings: { enabled: true } }, /"captcha_settings" needs a non-empty "siteKey"/],
    [{ password_config: { luds_complexity: 'high' } }, /"password_config"/],
    [{ redirect_urls: ['https://app.example.com/cb'], default_login_redirect_url: 'https://app.example.com/other' }, /"default_login_redirect_url" must be listed/],
    [{ oauth_providers: ['google', 'myspace'] }, /"oauth_providers" has "myspace", which is not one of google, microsoft/],
    [{ oauth_providers: ['constructor'] }, /"oauth_providers" has "constructor"/],
    [{ oauth_providers: ['google', 'google'] }, /"oauth_providers" lists a provider twice/],
    [{ oauth_providers: 'google' }, /"oauth_providers" must be an array/],
    [{ google_client_id: null }, /"google_client_id" must be a string of at most 255 characters without spaces/],
    [{ google_client_id: 'a b' }, /"google_client_id" must be a string/],
    [{ google_client_id: 'x'.repeat(256) }, /"google_client_id" must be a string of at most 255/],
    [{ google_client_registered: 'no' }, /"google_client_registered" must be true or false/],
    [{ google_authorized_origins: ['http://localhost:3000/'] }, /"google_authorized_origins" has "http:\/\/localhost:3000\/"/],
    [{ google_uses_default_credentials: 1 }, /"google_uses_default_credentials" must be true or false/],
  ])('rejects %j naming the field', (input, message) => {
    expect(() => defineProject(input as never)).toThrow(ProjectConfigError);
    expect(() => defineProject(input as never)).toThrow(message);
  });
});

describe('loadProjectFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-project-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('loads a valid file over the defaults', () => {
    const path = file('ok.json', JSON.stringify({ project_name: 'From file', redirect_urls: ['https://app.example.com/cb'] }));
    expect(loadProjectFile(path)).toMatchObject({ project_name: 'From file', redirect_urls: ['https://app.example.com/cb'], public_token: TOKEN });
  });

  it('names the file when it is missing, not JSON or not an object', () => {
    expect(() => loadProjectFile(join(dir, 'missing.json'))).toThrow(/missing\.json: cannot read the project file/);
    const broken = file('broken.json', '{"project_name": ');
    expect(() => loadProjectFile(broken)).toThrow(new RegExp(`${broken.replace(/[.\\]/g, '\\$&')}: not valid JSON`));
    expect(() => loadProjectFile(file('array.json', '[]'))).toThrow(/array\.json: the project config must be a JSON object/);
  });

  it('names the file and the field for a bad value', () => {
    const path = file('bad.json', JSON.stringify({ email_domains: [1] }));
    expect(() => loadProjectFile(path)).toThrow(/bad\.json: "email_domains" must be an array of non-empty strings/);
  });
});

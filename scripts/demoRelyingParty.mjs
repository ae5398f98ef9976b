// The demo's relying party, 'Demo Notes': a tiny server-side web app on its own origin that signs
// people in with the emulator as its OpenID Provider ("Sign in with Demo"), using openid-client as
// any real app would. It is the third origin of the identity-provider round trip: the app here, the
// emulator (the provider's endpoints), and the demo host page whose idp.html mounts the widget
// that asks for consent. Plain HTML, no scripts and nothing from elsewhere.
//
//   /          "Sign in with Demo", or who is signed in (userinfo and the ID token's claims) and "Log out"
//   /login     the authorization URL (PKCE S256, a nonce and a state, kept server-side under a cookie)
//   /callback  the code exchanged and the ID token validated (signature by JWKS, iss, aud, nonce), then userinfo
//   /logout    the end-session URL with the ID token as id_token_hint, back to /signed-out
import { randomBytes } from 'node:crypto';

export const RELYING_PARTY = { client_id: 'demo-notes', client_name: 'Demo Notes' };
const SCOPE = 'openid email profile';
const LOGIN_COOKIE = 'demo_notes_login';
const SESSION_COOKIE = 'demo_notes_session';

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" href="data:,">
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; background: #fdf8ee; color: #2c2416; }
    main { max-width: 640px; margin: 0 auto; padding: 32px 16px; }
    .button { display: inline-block; background: #2c2416; color: #fff; padding: 10px 16px; border-radius: 6px; text-decoration: none; }
    pre { background: #fff; border: 1px solid #d8cdb8; border-radius: 6px; padding: 12px; overflow: auto; font-size: 13px; }
  </style>
</head>
<body><main>
  <h1>Demo Notes</h1>
  <p>A relying party on its own origin: it signs you in with the demo project as its OpenID Provider (openid-client, PKCE and a nonce).</p>
  ${body}
</main></body>
</html>
`;
}

function cookiesOf(req) {
  const jar = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return jar;
}

const cookie = (name, value, maxAge) => `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

/**
 * The relying party's request listener. `origin()` is its own origin (known once it listens);
 * discovery against `emulatorOrigin` happens on first use. Logins in progress and signed-in people
 * live in memory, under random cookie values.
 */
export function relyingPartyListener({ emulatorOrigin, origin }) {
  let configuration;
  const pending = new Map();
  const sessions = new Map();

  async function config() {
    if (!configuration) {
      const client = await import('openid-client');
      configuration = {
        client,
        // The emulator is plain http on loopback: the library refuses that unless told.
        config: await client.discovery(new URL(emulatorOrigin), RELYING_PARTY.client_id, undefined, client.None(), { execute: [client.allowInsecureRequests] }),
      };
    }
    return configuration;
  }

  const send = (res, status, html, headers = {}) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
    res.end(html);
  };
  const redirect = (res, location, headers = {}) => {
    res.writeHead(303, { location, 'cache-control': 'no-store', ...headers });
    res.end();
  };

  return async (req, res) => {
    const url = new URL(req.url ?? '/', origin());
    const jar = cookiesOf(req);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, page('Demo Notes', '<p>GET only.</p>'));
      if (url.pathname === '/') {
        const session = sessions.get(jar[SESSION_COOKIE]);
        if (!session) return send(res, 200, page('Demo Notes', '<p><a class="button" href="/login">Sign in with Demo</a></p><p>Sign in on the demo page first, or the provider will say there is no session.</p>'));
        const { userinfo, claims } = session;
        return send(
          res,
          200,
          page(
            'Demo Notes: signed in',
            `<p id="rp-user">Signed in as <strong>${escapeHtml(userinfo.name ?? userinfo.email ?? userinfo.sub)}</strong>${userinfo.email ? ` (<span id="rp-email">${escapeHtml(userinfo.email)}</span>)` : ''}</p>
  <p><a class="button" href="/logout">Log out</a></p>
  <h2>Userinfo</h2>
  <pre>${escapeHtml(JSON.stringify(userinfo, null, 2))}</pre>
  <h2>ID token claims (validated)</h2>
  <pre id="rp-claims">${escapeHtml(JSON.stringify(claims, null, 2))}</pre>`,
          ),
        );
      }
      if (url.pathname === '/login') {
        const { client, config: c } = await config();
        const login = { verifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce(), state: client.randomState() };
        const key = randomBytes(16).toString('base64url');
        pending.set(key, login);
        const authorization = client.buildAuthorizationUrl(c, {
          redirect_uri: `${origin()}/callback`,
          scope: SCOPE,
          code_challenge: await client.calculatePKCECodeChallenge(login.verifier),
          code_challenge_method: 'S256',
          nonce: login.nonce,
          state: login.state,
        });
        return redirect(res, authorization.href, { 'set-cookie': cookie(LOGIN_COOKIE, key, 600) });
      }
      if (url.pathname === '/callback') {
        const login = pending.get(jar[LOGIN_COOKIE]);
        pending.delete(jar[LOGIN_COOKIE]);
        if (!login) return send(res, 400, page('Demo Notes', '<p>This sign-in was not started here, or it was already used. <a href="/">Start again</a>.</p>'));
        const { client, config: c } = await config();
        let tokens;
        try {
          tokens = await client.authorizationCodeGrant(c, url, { pkceCodeVerifier: login.verifier, expectedNonce: login.nonce, expectedState: login.state, idTokenExpected: true });
        } catch (err) {
          const reason = err?.error ? `${err.error}: ${err.error_description ?? ''}` : String(err?.message ?? err);
          return send(res, 400, page('Demo Notes', `<p>Sign-in did not complete: <span id="rp-error">${escapeHtml(reason)}</span>.</p><p><a href="/">Back</a></p>`));
        }
        const claims = tokens.claims();
        const userinfo = await client.fetchUserInfo(c, tokens.access_token, claims.sub);
        const key = randomBytes(16).toString('base64url');
        sessions.set(key, { claims, userinfo, idToken: tokens.id_token });
        return redirect(res, '/', { 'set-cookie': [cookie(LOGIN_COOKIE, '', 0), cookie(SESSION_COOKIE, key, 3600)] });
      }
      if (url.pathname === '/logout') {
        const session = sessions.get(jar[SESSION_COOKIE]);
        sessions.delete(jar[SESSION_COOKIE]);
        const clear = { 'set-cookie': cookie(SESSION_COOKIE, '', 0) };
        if (!session) return redirect(res, '/signed-out', clear);
        const { client, config: c } = await config();
        const endSession = client.buildEndSessionUrl(c, { post_logout_redirect_uri: `${origin()}/signed-out`, id_token_hint: session.idToken });
        return redirect(res, endSession.href, clear);
      }
      if (url.pathname === '/signed-out') {
        return send(res, 200, page('Demo Notes: signed out', '<p id="rp-signed-out">You are signed out of Demo Notes.</p><p><a class="button" href="/login">Sign in with Demo</a></p>'));
      }
      return send(res, 404, page('Demo Notes', '<p>Not found. <a href="/">Home</a></p>'));
    } catch (err) {
      process.stderr.write(`start: relying party error: ${err?.stack ?? err}\n`);
      return send(res, 500, page('Demo Notes', `<p>Something failed: ${escapeHtml(err?.message ?? err)}</p>`));
    }
  };
}

/** The project fields that make this app a connected app of the demo project, with the widget at `idpPage`. */
export function relyingPartyProject(rpOrigin, idpPage) {
  return {
    connected_apps: [
      {
        ...RELYING_PARTY,
        client_description: 'A tiny note-taking app on another origin that signs people in with the demo project',
        client_type: 'third_party_public',
        redirect_urls: [`${rpOrigin}/callback`],
        post_logout_redirect_urls: [`${rpOrigin}/signed-out`],
      },
    ],
    idp_authorization_url: idpPage,
  };
}

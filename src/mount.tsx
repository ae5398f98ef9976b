// The widgets' mounts (docs/spec/product.md §1; issues 3, 4 and 12): the login widget, made from
// the product table, and the widgets that are wholly a lazy group; each through mountWidget.tsx.
// The public functions and the custom elements call them.
import { createLoginModel } from './login/model';
import type { Mounted } from './screens/mounted';
import type { MountBaseOptions, WidgetConfig } from './options';
import {
  validateIdentityProviderOptions,
  validateLoginOptions,
  validatePasskeyRegistrationOptions,
  validateResetPasswordOptions,
} from './validateOptions';
import { Container, Heading, LoadFailed, PoweredBy } from './ui/Container';
import { Spinner } from './ui/Feedback';
import { chunksAtMount, loadMainParts, mainGroupsOf, type ProductTable } from './login/compose';
import { PRODUCTS } from './composition';
import { LoginWidget } from './widgets/login/LoginWidget';
import type { Chunks } from './chunkTable';
import { loadChunk, loadGroup, loadWidgetChunk } from './chunkTable';
import { loginScreens } from './loginScreens';
import { loadedGroups } from './screens/useScreen';
import { createTheme, type Theme } from './ui/theme';
import { fetchChunks, mountWidget } from './mountWidget';

export { reporter, unmount } from './mountWidget';

/**
 * The widgets' mounts, each called by its public function (below) or by its custom element
 * (elements/) with the element to mount into, `at`, instead of a selector.
 */
export const mounts = {
  login,
  resetPassword,
  passkeyRegistration,
  identityProvider,
};
export type WidgetMount = (call: string, options: unknown, at?: Element) => void;

/** Mounts the login widget; its typed form is the package's `mountLogin`. */
export const mountLogin = (options: unknown): void => login('mountLogin', options);
/** Mounts the reset-password widget; its typed form is the package's `mountResetPassword`. */
export const mountResetPassword = (options: unknown): void => resetPassword('mountResetPassword', options);
/** Mounts the passkey-registration widget; its typed form is the package's `mountPasskeyRegistration`. */
export const mountPasskeyRegistration = (options: unknown): void => passkeyRegistration('mountPasskeyRegistration', options);
/** Mounts the identity-provider widget; its typed form is the package's `mountIdentityProvider`. */
export const mountIdentityProvider = (options: unknown): void => identityProvider('mountIdentityProvider', options);

function login(call: string, options: unknown, at?: Element): void {
  const opts = validateLoginOptions(call, options, PRODUCTS, at);
  const { config } = opts;
  mountWidget(call, opts, config, ({ client, emit, reportError, show, onDispose, locale, messages, element }) => {
    // What the configured products need (in another language, once its chunk has run: scripts
    // run in the order they were asked for, so a slow product chunk asked for first would hold the
    // locale's, and the whole card, back). What Main waits for (its groups, the phone field) is
    // asked for now; the rest (the screens after Enter's answer: Enter needs only the client) when
    // the person first reaches into the widget (focus comes before any typing or Enter), so a
    // visitor who only looks, or signs in with a button, never downloads the screens of a form
    // they did not use (issue 38). What is needed sooner loads when needed. A redirect page needs
    // its product's group at once.
    const redirected = location.search.includes('stytch_token_type');
    const chunks = chunksAtMount(config, PRODUCTS, redirected);
    const waitsFor = mainGroupsOf(config, PRODUCTS);
    const theme = createTheme(opts.styles);
    let live = true;
    onDispose(() => (live = false));
    // The phone field's group is asked for before Main's and runs before them (in order), so when
    // they have arrived, it has too: the tab bar and the first tab's field are then drawn with Main,
    // in its first frame, not in a second render and frame. If it has not (it failed, reported
    // now), the form loads it as before.
    let phoneField: Chunks['phoneField'] | undefined;
    if (chunks.includes('phoneField')) void loadChunk('phoneField').then((group) => loadedGroups.set('phoneField', (phoneField = group)), reportError);
    fetchChunks(redirected ? chunks : waitsFor, reportError);
    const begin = (products: ProductTable) => {
      if (!live) return;
      const model = createLoginModel({
        phoneField,
        client,
        config,
        locale,
        products,
        emit,
        reportError,
        load: loadGroup,
        loadPhoneField: () => loadChunk('phoneField'),
        loadPhone: () => loadWidgetChunk('phone'),
        loadRegionNames: () => loadWidgetChunk('regionNames'),
      });
      show(<LoginWidget model={model} theme={theme} screens={loginScreens} />);
      element.addEventListener('focusin', () => fetchChunks(chunks, reportError), { once: true });
      onDispose(model.dispose);
      client.log('render_login_screen', { options: { products: config.products, otp_methods: config.otpOptions?.methods ?? [] } });
      // A redirect token's 'Logging in' replaces Main before it paints. Otherwise what Main starts
      // next (the phone field, in the room held for it) waits for a task after the one that draws
      // it: with every product the two made a long first frame (docs/performance.md).
      if (redirected) void model.start();
      else setTimeout(() => void model.start());
    };
    // Main's first paint waits for the groups that hold the products' parts of it (OAuth's
    // buttons, say); an email-only page has none and paints in the mount's task.
    if (!waitsFor.length) return begin(PRODUCTS);
    // Main is drawn in a task of its own, not in the load event of the last group to run (with its
    // script, a long task on a page with every product: docs/performance.md). A group that
    // cannot arrive has been reported by fetchChunks; the card says it is the network.
    loadMainParts(config, PRODUCTS, loadGroup).then((products) => void setTimeout(() => begin(products)), () => {
      if (live)
        show(
          <Container theme={theme}>
            <LoadFailed t={messages} />
          </Container>,
        );
    });
  }, at);
}

/**
 * The class holding the room of a whole-widget chunk's first screen (heights in ui/styles.ts), for
 * the main file's 'Loading' card; the chunk that draws in it passes the same to WidgetRoom.tsx. The
 * identity-provider widget's first screen depends on the page's query (its model's `flow` reads it
 * the same way): a logout question is much shorter than a consent screen (ui/rooms.ts).
 */
const roomOf = (group: string) =>
  `aw-${group == 'identityProvider' && new URLSearchParams(location.search).has('post_logout_redirect_uri') ? 'idpLogout' : group}`;

/**
 * Mounts a widget that is wholly a lazy group: a 'Loading' card until its chunk arrives, then the
 * chunk starts it. The card keeps the room of the widget's first screen (`aw-${group}`, and the
 * footer's unseen, as the widget's own), so the host's page below does not move when it is drawn.
 */
function mountLazyWidget<G extends 'resetPassword' | 'passkeyRegistration' | 'identityProvider'>(
  call: string,
  opts: MountBaseOptions & { config: WidgetConfig },
  group: G,
  start: (chunk: Chunks[G], mounted: Mounted, theme: Theme) => void,
  at: Element | undefined,
) {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- its one await's failure is caught and shown below
  mountWidget(call, opts, opts.config, async (mounted) => {
    const theme = createTheme(opts.styles);
    const t = mounted.messages;
    mounted.show(
      <Container theme={theme}>
        <div className={`aw-center ${roomOf(group)}`}>
          <Heading>{t.loading}</Heading>
          <Spinner />
        </div>
        <PoweredBy label={t.poweredBy} disabled={undefined} />
      </Container>,
    );
    let chunk;
    try {
      chunk = await loadWidgetChunk(group);
    } catch (error) {
      mounted.reportError(error);
      mounted.show(
        <Container theme={theme}>
          <LoadFailed t={mounted.messages} />
        </Container>,
      );
      return;
    }
    start(chunk, mounted, theme);
  }, at);
}

/**
 * Mounts the reset-password widget (issue 3): the whole widget is the lazy `resetPassword` group,
 * so pages that only log in never download it.
 */
function resetPassword(call: string, options: unknown, at?: Element): void {
  const opts = validateResetPasswordOptions(call, options, at);
  mountLazyWidget(call, opts, 'resetPassword', (group, mounted, theme) => group.start(opts, mounted, theme), at);
}

/**
 * Mounts the passkey-registration widget (issue 4): the lazy `passkeyRegistration` group, with the
 * browser's WebAuthn requests from the `passkeys` chunk, fetched alongside.
 */
function passkeyRegistration(call: string, options: unknown, at?: Element): void {
  const opts = validatePasskeyRegistrationOptions(call, options, at);
  const loadCeremonies = () => loadChunk('passkeys').then((chunk) => chunk.createCeremonies());
  fetchChunks(['passkeys']);
  mountLazyWidget(call, opts, 'passkeyRegistration', (group, mounted, theme) => group.start(opts, mounted, theme, loadCeremonies), at);
}

/**
 * Mounts the identity-provider widget (issue 12): the lazy `identityProvider` group, where an
 * OpenID Provider sends the browser for consent or logout. It takes no config.
 */
function identityProvider(call: string, options: unknown, at?: Element): void {
  mountLazyWidget(call, validateIdentityProviderOptions(call, options, at), 'identityProvider', (group, mounted, theme) => group.start(mounted, theme), at);
}

export { client } from './client';

// The React package (`auth-widget/react`): the four widgets as components, and the session and the
// user as hooks, for real React 18 and 19 (a peer dependency, never bundled). The widgets' own UI
// still runs on the preact inside the package; React owns only the element each one renders into.
// The package build keeps `react` external for this folder alone (rollup.package.config.mjs), so
// nothing here may use JSX, which the rest of src compiles against preact. src is type-checked with
// `react` as preact/compat: the exported signatures name React's types, which a host's compiler
// reads from its own React (the package test type-checks a host against React 18's and 19's).
import { createContext, createElement, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { client as createClient, mounts, unmount, type WidgetMount } from '../mount';
import type {
  AuthWidgetClient,
  Callbacks,
  ClientOptions,
  MountIdentityProviderOptions,
  MountLoginOptions,
  MountPasskeyRegistrationOptions,
  MountResetPasswordOptions,
  WidgetError,
} from '../options';
import type { Session, User } from '../contract/index';

/** What every component takes besides its mount's options. */
export interface WidgetProps {
  /** Every error the widget reports, and a wrong option (which the mount function would throw). */
  onError?: (error: WidgetError) => void;
  /** The `class` of the element the widget renders into. */
  className?: string;
  /** The `id` of the element the widget renders into. */
  id?: string;
}

/** A mount function's options as props: no `elementSelector`, the component is the place. */
export type PropsOf<Options> = Omit<Options, 'elementSelector'> & WidgetProps;
/** `<Login>`'s props: `mountLogin`'s options, without `elementSelector`. */
export type LoginProps = PropsOf<MountLoginOptions>;
/** `<ResetPassword>`'s props: `mountResetPassword`'s options, without `elementSelector`. */
export type ResetPasswordProps = PropsOf<MountResetPasswordOptions>;
/** `<PasskeyRegistration>`'s props: `mountPasskeyRegistration`'s options, without `elementSelector`. */
export type PasskeyRegistrationProps = PropsOf<MountPasskeyRegistrationOptions>;
/** `<IdentityProvider>`'s props: `mountIdentityProvider`'s options, without `elementSelector`. */
export type IdentityProviderProps = PropsOf<MountIdentityProviderOptions>;

/**
 * What decides a new mount: the options as data. Callbacks are left out: a parent that makes new
 * functions on every render must not restart the widget, so they are read from the latest props.
 */
const optionsKey = ({ callbacks: _callbacks, onError: _onError, className: _className, id: _id, ...options }: Record<string, unknown>) =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? `function ${String((value as () => void).name)}` : value));

function widgetComponent<Props extends WidgetProps & { callbacks?: Callbacks }>(name: keyof typeof mounts, call: string) {
  const mount: WidgetMount = mounts[name];
  function Widget(props: Props): ReactElement {
    const element = useRef<HTMLDivElement>(null);
    const latest = useRef(props);
    // eslint-disable-next-line react-hooks/refs -- the latest props for the widget's callbacks, which never restart it
    latest.current = props;
    const key = optionsKey(props as unknown as Record<string, unknown>);
    useEffect(() => {
      const at = element.current!;
      const reportError = (error: unknown) => {
        const reported = error instanceof Error ? error : new Error(String(error));
        latest.current.callbacks?.onError?.(reported);
        latest.current.onError?.(reported);
      };
      const { onError: _onError, className: _className, id: _id, ...options } = latest.current as Record<string, unknown>;
      try {
        mount(
          call,
          {
            ...options,
            callbacks: { onEvent: (event: Parameters<NonNullable<Callbacks['onEvent']>>[0]) => latest.current.callbacks?.onEvent?.(event), onError: reportError },
          },
          at,
        );
      } catch (error) {
        // A wrong option: the mount function throws it; here it goes where the widget's errors go.
        console.error(error);
        reportError(error);
      }
      // Unmounting (and StrictMode's rehearsal of it) ends the widget's timers, listeners and renders.
      return () => unmount(at);
    }, [key]);
    // eslint-disable-next-line react-hooks/refs -- handed to React as the element's ref, not read (createElement: no JSX here)
    return createElement('div', { ref: element, className: props.className, id: props.id, 'data-auth-widget': name }) as unknown as ReactElement;
  }
  Widget.displayName = call.slice(1, -1);
  return Widget;
}

/**
 * The login widget (`mountLogin`) as a component, rendered into a `<div>` it owns. A change of
 * its options as data re-renders the widget in place; new callback functions alone do not. A
 * wrong option reaches `onError` (and the console) instead of throwing.
 */
export const Login: (props: LoginProps) => ReactElement = widgetComponent<LoginProps>('login', '<Login>');
/** The reset-password widget (`mountResetPassword`) as a component, for the page the reset emails link to. */
export const ResetPassword: (props: ResetPasswordProps) => ReactElement = widgetComponent<ResetPasswordProps>('resetPassword', '<ResetPassword>');
/** The passkey-registration widget (`mountPasskeyRegistration`) as a component, for a signed-in person. */
export const PasskeyRegistration: (props: PasskeyRegistrationProps) => ReactElement = widgetComponent<PasskeyRegistrationProps>(
  'passkeyRegistration',
  '<PasskeyRegistration>',
);
/** The identity-provider widget (`mountIdentityProvider`) as a component, for the page a relying party sends the browser to. */
export const IdentityProvider: (props: IdentityProviderProps) => ReactElement = widgetComponent<IdentityProviderProps>('identityProvider', '<IdentityProvider>');

const ClientOptionsContext = createContext<ClientOptions | undefined>(undefined);

/**
 * Gives the components under it the project (`publicToken`, `apiBaseUrl`, `cookieOptions`) that
 * `useAuthClient`, `useSession` and `useUser` read when they are given no options.
 */
export function AuthWidgetProvider({ children, ...options }: ClientOptions & { children?: ReactNode }): ReactElement {
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same options as data keep the same value
  const value = useMemo(() => options, [key]);
  return createElement(ClientOptionsContext.Provider, { value }, children) as unknown as ReactElement;
}

/**
 * The shared client (as `client()` returns it) for `options`, or for the nearest
 * `<AuthWidgetProvider>`'s: one per project, shared with the widgets. Null on the server, which
 * has no session to read. Throws when it has neither options nor a provider.
 */
export function useAuthClient(options?: ClientOptions): AuthWidgetClient | null {
  const provided = useContext(ClientOptionsContext);
  const chosen = options ?? provided;
  if (!chosen) throw new Error('auth-widget/react: useSession and useUser need a publicToken: pass the client options, or render them inside <AuthWidgetProvider>.');
  const key = JSON.stringify(chosen);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same options as data keep the same client
  return useMemo(() => (typeof window === 'undefined' ? null : createClient(chosen)), [key]);
}

const noSubscription = () => () => undefined;
const nothing = () => null;

function useClientValue<T>(options: ClientOptions | undefined, read: (client: AuthWidgetClient) => T | null): T | null {
  const client = useAuthClient(options);
  return useSyncExternalStore(
    client ? (changed: () => void) => client.onChange(() => changed()) : noSubscription,
    client ? () => read(client) : nothing,
    nothing,
  );
}

/** The session, kept current as it changes here or in another tab; null when signed out or on the server. */
export const useSession = (options?: ClientOptions): Session | null => useClientValue(options, (client) => client.getSession());

/** The signed-in user, kept current as it changes here or in another tab; null when signed out or on the server. */
export const useUser = (options?: ClientOptions): User | null => useClientValue(options, (client) => client.getUser());

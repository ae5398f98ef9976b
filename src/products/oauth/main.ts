import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { ComponentType, ReactNode } from 'react';
import type { OAuthProviderType } from '../../api/contract';
import type { LoginContext } from '../product';
import type { OneTap } from './oneTap';
import type { OAuthProviderOptions } from './options';

/** What the `oauth` group gives Main (chunk.ts), declared here so the types do not go round in a circle. */
export interface OAuthGroup {
  OAuthIcon: ComponentType<{ type: OAuthProviderType }>;
  OneTap: ComponentType<{ oneTap: OneTap; fallback: ReactNode }>;
  createOAuthSession(context: LoginContext): OAuthSession;
  enOAuth: Record<string, string>;
}

/** OAuth once the group has arrived (session.ts). */
export interface OAuthSession {
  /** The provider this browser last signed in with. */
  lastUsed: Signal<OAuthProviderType | undefined>;
  oneTap: OneTap | undefined;
  login(type: OAuthProviderType): Promise<void>;
  finish(): Promise<void>;
  dispose(): void;
}

export interface OAuthMain {
  providers: OAuthProviderOptions[];
  loaded: ReadonlySignal<{ group: OAuthGroup; session: OAuthSession } | undefined>;
  login(type: OAuthProviderType): Promise<void>;
  start(): Promise<boolean>;
  dispose(): void;
}

/**
 * OAuth as Main holds it: the configured providers, whose buttons show from the first paint, and
 * the `oauth` group (fetched at mount) once it has arrived: the icons, 'Last used', One Tap and
 * the start of a sign-in. Until then each button keeps its icon's room, so nothing moves.
 */
export function createOAuthMain(context: LoginContext): OAuthMain {
  const loaded = signal<{ group: OAuthGroup; session: OAuthSession } | undefined>();
  const ready = context.load('oauth').then((group: OAuthGroup) => {
    context.addStrings(group.enOAuth);
    const session = group.createOAuthSession(context);
    loaded.value = { group, session };
    return session;
  });
  ready.catch(context.reportError);
  return {
    providers: context.config.oauthOptions!.providers,
    loaded,
    /** 'Continue with {provider}': the navigation to the provider. */
    login: (type: OAuthProviderType) => context.run(async () => (await ready).login(type)),
    /** The page is the provider's way back (`stytch_token_type=oauth`): sign in with its token. */
    async start() {
      if (new URL(location.href).searchParams.get('stytch_token_type') !== 'oauth') return false;
      context.step.value = { name: 'oauth-authenticating' };
      await (await ready).finish();
      return true;
    },
    dispose() {
      void ready.then((session) => session.dispose(), () => undefined);
    },
  };
}

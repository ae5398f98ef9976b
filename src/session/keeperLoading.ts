import { randomWords, uuid } from '../util/random';
import { refreshedKey, stateKey } from './authState';
import { REFRESH_INTERVAL_MS } from './refreshPolicy';
import type * as SessionKeeperChunk from './sessionKeeper';

/** Fetches the `sessionKeeper` chunk (the composition root's loader: session/ does not know how). */
export type LoadKeeper = () => Promise<typeof SessionKeeperChunk>;

/** What the keeper needs from the network client that loads it. */
export type KeeperHost = Pick<SessionKeeperChunk.KeeperDeps, 'storage' | 'publicToken' | 'current' | 'adopt' | 'signOut' | 'refresh'>;

/**
 * The session keeper's place in the network client (issue 38): the keeper's chunk is fetched only
 * once this tab has a session or may have one, and until it arrives the client records what the
 * keeper must learn (a sign-in's refresh mark) so that nothing is lost in between.
 */
export function keeperLoading(load: LoadKeeper, host: KeeperHost) {
  const { storage, publicToken } = host;
  let keeper: ReturnType<typeof SessionKeeperChunk.createSessionKeeper> | undefined;
  /** A sign-in's mark written before the keeper arrived, which the keeper's lock mark repeats. */
  let unkeptMark: number | undefined;
  let keeping = false;

  /**
   * Loads and starts the keeper, once. `restore` when this tab knows no session but one may exist:
   * its session cookie is here, or a custom API host's HttpOnly cookies were not found a period
   * after load (docs/spec/product.md §4).
   */
  const keep = (restore: 'cookie' | null = null) => {
    if (keeping) return;
    keeping = true;
    void load().then(
      ({ createSessionKeeper }) => {
        keeper = createSessionKeeper({
          ...host,
          win: window,
          tabId: uuid(),
          timers: { now: () => Date.now(), set: (task, ms) => setTimeout(task, ms), clear: (handle) => clearTimeout(handle as number) },
          // Only jitter, but from the one random source the widget uses (P1).
          random: () => randomWords(1)[0]! / 2 ** 32,
        });
        keeper.listen();
        if (unkeptMark !== undefined) keeper.markRefreshed(unkeptMark);
        // Another tab may have changed the session before the keeper arrived.
        keeper.adoptStored();
        keeper.scheduler.start(host.current() ? null : restore);
      },
      // A failed download is tried again at the next reason to keep a session.
      () => (keeping = false),
    );
  };

  return {
    /** This tab's session changed: the keeper plans from it, or a new session brings the keeper. */
    sessionChanged(hasSession: boolean) {
      if (keeper) keeper.scheduler.sessionChanged();
      else if (hasSession) keep();
    },
    /** A fresh session's mark, written before the state so other tabs see it fresh at once. */
    markRefreshed() {
      if (keeper) keeper.markRefreshed();
      else storage.set(refreshedKey(publicToken), String((unkeptMark = Date.now())));
    },
    signedOut() {
      unkeptMark = undefined;
    },
    /**
     * Decides, in a task of its own, whether the keeper is needed now: the first storage and cookie
     * reads on a page ask the browser process, and a first Enter made while the client was
     * created would wait for them.
     */
    watch(mayHaveSession: () => boolean, customApiHost: boolean) {
      setTimeout(() => {
        // Stored state this tab has not read is another tab's sign-in, or its sign-out of ours.
        if (mayHaveSession()) return keep('cookie');
        // Signed out: a sign-in here (sessionChanged) or in another tab (its stored state) brings the keeper.
        window.addEventListener('storage', (event) => event.key === stateKey(publicToken) && event.newValue !== null && keep());
        if (customApiHost) setTimeout(() => keep('cookie'), REFRESH_INTERVAL_MS);
      });
    },
  };
}

/**
 * `make`'s promise, made at the first call and shared by the later ones, unless it fails: a
 * failure (a flaky network, say) is made again at the next call.
 */
export function retryingOnce<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/**
 * React's `use()` reads a thenable's `status` and `value`: a promise marked fulfilled is read at
 * once, without suspending. Marking our cached module loads lets components call `use()` on every
 * render (React requires it; calling it only while loading is an error) at no cost once loaded.
 */
export function markSettled<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  if (thenable.status === undefined) {
    thenable.status = 'pending';
    promise.then(
      (value) => {
        thenable.status = 'fulfilled';
        thenable.value = value;
      },
      (reason: unknown) => {
        thenable.status = 'rejected';
        thenable.reason = reason;
      },
    );
  }
  return promise;
}

/**
 * One session refresh at a time in a tab. Several requests that meet a 401 together wait
 * for one GET auth/refresh; a request sent before the last successful refresh, whose 401
 * arrives after it, retries at once instead of refreshing again (a second rotation would
 * make the pair the others just received stale). The server also answers a refresh token
 * presented again within 30 s with the same pair (decision 041): that covers other tabs.
 */
export function createSessionRefresher(refresh: () => Promise<boolean>) {
  let running: Promise<boolean> | null = null;
  let renewals = 0;
  return {
    /** Taken just before a request is sent. */
    mark: (): number => renewals,
    /** True when the session was renewed since `mark`: by a refresh under way, or by this one. */
    renewSince(mark: number): Promise<boolean> {
      if (renewals !== mark) return Promise.resolve(true);
      running ??= refresh()
        .catch(() => false)
        .then((isRenewed) => {
          if (isRenewed) renewals += 1;
          return isRenewed;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
export type SessionRefresher = ReturnType<typeof createSessionRefresher>;

import { describe, expect, it } from 'vitest';
import { createSessionRefresher } from './session-refresh';

/** A refresh whose answer the test gives, counting the calls. */
function controlledRefresh() {
  const calls: ((isRenewed: boolean) => void)[] = [];
  const refresh = () => new Promise<boolean>((resolve) => calls.push(resolve));
  return { calls, refresh };
}

describe('session refresh in one tab', () => {
  it('gives several 401s at once one refresh, and all of them its answer', async () => {
    const { calls, refresh } = controlledRefresh();
    const refresher = createSessionRefresher(refresh);
    const mark = refresher.mark();
    const waiting = [1, 2, 3, 4].map(() => refresher.renewSince(mark));
    expect(calls).toHaveLength(1);
    calls[0]!(true);
    expect(await Promise.all(waiting)).toEqual([true, true, true, true]);
  });

  it('retries without another refresh a request sent before the last one', async () => {
    const { calls, refresh } = controlledRefresh();
    const refresher = createSessionRefresher(refresh);
    const early = refresher.mark();
    const first = refresher.renewSince(refresher.mark());
    calls[0]!(true);
    expect(await first).toBe(true);
    // The early request's 401 arrives now: the session is already new.
    expect(await refresher.renewSince(early)).toBe(true);
    expect(calls).toHaveLength(1);
    // A request sent after it that meets a 401 refreshes again.
    const later = refresher.renewSince(refresher.mark());
    expect(calls).toHaveLength(2);
    calls[1]!(true);
    expect(await later).toBe(true);
  });

  it('answers false to every waiter when the refresh fails or throws, and tries again next time', async () => {
    const { calls, refresh } = controlledRefresh();
    const refresher = createSessionRefresher(refresh);
    const mark = refresher.mark();
    const waiting = [refresher.renewSince(mark), refresher.renewSince(mark)];
    calls[0]!(false);
    expect(await Promise.all(waiting)).toEqual([false, false]);
    expect(refresher.mark()).toBe(mark);

    const throwing = createSessionRefresher(() => Promise.reject(new Error('offline')));
    expect(await throwing.renewSince(throwing.mark())).toBe(false);

    const again = refresher.renewSince(mark);
    expect(calls).toHaveLength(2);
    calls[1]!(true);
    expect(await again).toBe(true);
  });
});

import { useOutletContext } from 'react-router';
import { canCall, type GuardedRoute } from '#contracts/access.ts';
import type { AuthProfile } from '#contracts/auth.ts';

/**
 * May the signed-in user call this route (src/contracts/access.ts)? Pages and buttons ask it
 * before they show an action, so that a role sees only what the server would serve it. The
 * user comes from the back office's layout (its outlet context).
 */
export function useCan(): (route: GuardedRoute) => boolean {
  const context = useOutletContext<{ user?: AuthProfile } | undefined>();
  const role = context?.user?.role;
  return (route) => role !== undefined && canCall(role, route);
}

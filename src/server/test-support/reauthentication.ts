/**
 * The sensitive changes of decision 041 (users.reauthentication.test.ts): the request of
 * each with its proof of who is at the keyboard, and the Finnish messages of a refusal.
 */
import type { TestSession } from './admin-session';

export const reauthenticationMessages = {
  passwordRequired: 'Anna oma nykyinen salasanasi',
  passwordWrong: 'Nykyinen salasana on väärin',
  codeRequired: 'Anna todennussovelluksen 6-numeroinen koodi',
  codeWrong: 'Koodi ei kelpaa: tarkista se todennussovelluksesta',
};

export type Proof = { currentPassword?: string; code?: string };
export type SensitiveOperation = 'set password' | 'delete user' | 'reset TOTP';

/** The operation's request, the proof in its body (none at all when `proof` is null). */
export function sensitiveRequest(
  s: TestSession,
  operation: SensitiveOperation,
  target: number,
  proof: Proof | null,
) {
  if (operation === 'set password') {
    return s.inject({
      method: 'PUT',
      url: `/api/users/${target}`,
      payload: {
        name: 'Uusi Nimi',
        email: `muutettu-${target}@example.fi`,
        password: 'uusi-salasana-1',
        ...proof,
      },
    });
  }
  const url = operation === 'delete user' ? `/api/users/${target}` : `/api/users/${target}/totp`;
  return s.inject({ method: 'DELETE', url, ...(proof ? { payload: proof } : {}) });
}

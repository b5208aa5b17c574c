import type { AuthProfile, LoginRequest, TotpSetup } from '#contracts/auth.ts';
import type { AppConfig } from '#server/config.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { dummyPasswordHash, verifyPassword } from '#server/lib/password.ts';
import type { UserRow, UsersService } from '../users/users.service';
import type { LoginThrottle } from './login-throttle';
import type { AuthSession, IssuedTokens, SessionService } from './session.service';
import { newTotpSecret, totpEnrolment, verifyTotp } from './totp';

/** Thrown while a login is throttled; the route answers 429 with Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterMs: number) {
    super('RATE_LIMITED', 'login throttled');
  }
}

/** What a sensitive change carries to prove the acting user is at the keyboard. */
export interface Reauthentication {
  currentPassword?: string;
  /** The authenticator's current code; needed when the acting user has TOTP on. */
  code?: string;
}

const reauthenticationFailed = (field: 'currentPassword' | 'code', key: string) =>
  new AppError('REAUTHENTICATION_FAILED', `re-authentication failed: ${field}`, { [field]: key });

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'Username or password incorrect');

export interface AuthServiceDeps {
  clock: Clock;
  config: Pick<AppConfig, 'mfaRequired'>;
  users: UsersService;
  sessions: SessionService;
  throttle: LoginThrottle;
  /** TOTP seeds are stored sealed with this box and opened only to check a code. */
  totpBox: SecretBox;
}

export function createAuthService({
  clock,
  config,
  users,
  sessions,
  throttle,
  totpBox,
}: AuthServiceDeps) {
  const checkCode = (sealed: string, code: string, afterStep: number | null) =>
    verifyTotp(totpBox.open(sealed), code, clock.now(), afterStep);

  function profileOf(
    user: Pick<UserRow, 'id' | 'name' | 'email' | 'totpSecret' | 'role' | 'washerId'>,
  ): AuthProfile {
    const totpEnabled = user.totpSecret !== null;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      washerId: user.washerId,
      totp_enabled: totpEnabled,
      mfa_required: config.mfaRequired,
      mfa_enrolment_required: config.mfaRequired && !totpEnabled,
    };
  }

  async function checkTotp(user: UserRow, code: string | undefined): Promise<void> {
    if (!user.totpSecret) return;
    if (code === undefined) throw new AppError('TOTP_REQUIRED', 'a TOTP code is needed');
    const step = await checkCode(user.totpSecret, code, user.totpLastStep);
    if (step === null || !(await users.claimTotpStep(user.id, step))) throw invalidCredentials();
  }

  /**
   * Re-authentication before a sensitive change (decision 041): the acting user's current
   * password, and a current code when TOTP is on. Counted by the login throttle like a
   * login, so a stolen session cannot guess the password; 403 naming the field otherwise.
   */
  async function reauthenticate(
    userId: number,
    proof: Reauthentication,
    address: string,
  ): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', `user ${userId} is gone`);
    const claim = await throttle.claimAttempt(user.email, address);
    if (!claim.isAllowed) throw new LoginThrottledError(claim.retryAfterMs);
    const { currentPassword, code } = proof;
    if (!currentPassword) {
      await throttle.released(claim.attempt);
      throw reauthenticationFailed('currentPassword', 'validation.current_password_required');
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw reauthenticationFailed('currentPassword', 'validation.current_password_wrong');
    }
    if (user.totpSecret) {
      if (!code) {
        await throttle.released(claim.attempt);
        throw reauthenticationFailed('code', 'validation.totp_code_required');
      }
      const step = await checkCode(user.totpSecret, code, user.totpLastStep);
      if (step === null || !(await users.claimTotpStep(user.id, step))) {
        throw reauthenticationFailed('code', 'validation.totp_code_wrong');
      }
    }
    await throttle.succeeded(claim.attempt);
  }

  return {
    /**
     * Every failure answers 'Username or password incorrect' after one argon2 check, also
     * for an unknown email (checked against a dummy hash), so neither text nor timing tells
     * which accounts exist. With TOTP enrolled, a right password without a code answers
     * TOTP_REQUIRED and the browser asks for the code.
     */
    async login(
      input: LoginRequest,
      address: string,
    ): Promise<{ tokens: IssuedTokens; profile: AuthProfile }> {
      // Counted before the password is checked (decision 037).
      const claim = await throttle.claimAttempt(input.email, address);
      if (!claim.isAllowed) throw new LoginThrottledError(claim.retryAfterMs);
      const { attempt } = claim;
      const user = await users.findByEmail(input.email);
      const hash = user?.passwordHash ?? (await dummyPasswordHash());
      const isPasswordRight = await verifyPassword(hash, input.password);
      // A failure keeps the attempt as counted: nothing more to do, known email or not.
      if (!user || !isPasswordRight) throw invalidCredentials();
      try {
        await checkTotp(user, input.totp);
      } catch (error) {
        const isFailure = error instanceof AppError && error.code === 'INVALID_CREDENTIALS';
        if (!isFailure) await throttle.released(attempt);
        throw error;
      }
      await throttle.succeeded(attempt);
      return { tokens: await sessions.start(user.id), profile: profileOf(user) };
    },

    reauthenticate,

    async profile(userId: number): Promise<AuthProfile> {
      const user = await users.findById(userId);
      if (!user) throw notFound(`user ${userId}`);
      return profileOf(user);
    },

    /**
     * A fresh secret to scan; it replaces any unconfirmed one. Replacing a secret that is
     * on (a new phone) needs the user's password and a current code first (decision 041):
     * a stolen session must not move the second factor to the thief's phone.
     */
    async startTotpSetup(
      session: AuthSession,
      proof: Reauthentication,
      address: string,
    ): Promise<TotpSetup> {
      if (session.hasTotp) await reauthenticate(session.userId, proof, address);
      const secret = newTotpSecret();
      await users.setPendingTotpSecret(session.userId, totpBox.seal(secret));
      const enrolment = await totpEnrolment(secret, session.email);
      return {
        secret: enrolment.secret,
        otpauth_url: enrolment.otpauthUrl,
        qr_data_url: enrolment.qrDataUrl,
      };
    },

    /** The first code from the app confirms the pending secret. */
    async enableTotp(session: AuthSession, code: string): Promise<AuthProfile> {
      const user = await users.findById(session.userId);
      if (!user) throw notFound(`user ${session.userId}`);
      const pending = user.totpPendingSecret;
      const step = pending ? await checkCode(pending, code, null) : null;
      if (!pending || step === null) {
        throw new AppError('VALIDATION_FAILED', 'wrong TOTP code', {
          code: 'validation.totp_code_wrong',
        });
      }
      // The pending seed is stored sealed already: it moves over as it is.
      await users.enableTotp(user.id, pending, step);
      // A replaced secret (a new phone) ends the user's other sessions, as a new password does.
      if (user.totpSecret) await sessions.revokeUser(user.id, session.familyId);
      return profileOf({ ...user, totpSecret: pending });
    },

    /** Turning two-factor off needs a current code, and is refused when it is required. */
    async disableTotp(session: AuthSession, code: string): Promise<AuthProfile> {
      if (config.mfaRequired) {
        throw new AppError('FORBIDDEN', 'MFA_REQUIRED: two-factor cannot be turned off');
      }
      const user = await users.findById(session.userId);
      if (!user) throw notFound(`user ${session.userId}`);
      if (user.totpSecret) {
        const step = await checkCode(user.totpSecret, code, user.totpLastStep);
        if (step === null || !(await users.claimTotpStep(user.id, step))) {
          throw new AppError('VALIDATION_FAILED', 'wrong TOTP code', {
            code: 'validation.totp_code_wrong',
          });
        }
      }
      await users.resetTotp(user.id, session.familyId);
      return profileOf({ ...user, totpSecret: null });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

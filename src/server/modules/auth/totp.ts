import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP as authenticator apps know it (RFC 6238: SHA-1, 6 digits, 30-second steps). A code
 * of the previous or next step is accepted for clock drift; a step already used is not
 * (replay protection: the caller stores the step it accepted).
 */
export const totpIssuer = 'Ikkunanpesu';

export function newTotpSecret(): string {
  return generateSecret();
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export async function totpEnrolment(secret: string, email: string): Promise<TotpEnrolment> {
  const otpauthUrl = generateURI({ issuer: totpIssuer, label: email, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauthUrl, qrDataUrl };
}

/** The time step the code belongs to, or null when it is wrong or not after `afterStep`. */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

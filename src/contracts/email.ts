/**
 * An email address: its own module so that code needing only this (the back office's
 * login and user forms) does not load the phone number metadata of contact-fields.ts.
 */
import { z } from 'zod';
import { msg, requiredOr } from './messages';

/** A valid address of at most 128 characters. */
export const emailSchema = z
  .string(requiredOr('validation.email_invalid'))
  .trim()
  .min(1, msg('validation.required'))
  .max(128, msg('validation.email_too_long'))
  .pipe(z.email(msg('validation.email_invalid')));

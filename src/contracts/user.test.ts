import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueByPath } from './messages';
import { createUserFormSchema, loginInputSchema, updateUserFormSchema } from './user';

const form = {
  name: 'Ann',
  email: 'ann@example.fi',
  password: 'salasana',
  passwordConfirmation: 'salasana',
};
const errorsOf = (schema: z.ZodType, input: unknown) =>
  firstIssueByPath(schema.safeParse(input).error?.issues ?? []);

describe('user forms', () => {
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['name of 3', {}, 'name', undefined],
    ['name of 2', { name: 'An' }, 'name', 'validation.name_too_short'],
    ['name of 56', { name: 'a'.repeat(56) }, 'name', undefined],
    ['name of 57', { name: 'a'.repeat(57) }, 'name', 'validation.name_too_long'],
    ['email missing', { email: '' }, 'email', 'validation.required'],
    ['email invalid', { email: 'ann' }, 'email', 'validation.email_invalid'],
    [
      'email of 129',
      { email: `${'a'.repeat(62)}@${'b'.repeat(63)}.fi` },
      'email',
      'validation.email_too_long',
    ],
    [
      'password of 7',
      { password: 'salasan', passwordConfirmation: 'salasan' },
      'password',
      'validation.password_too_short',
    ],
    [
      'password missing',
      { password: '', passwordConfirmation: '' },
      'password',
      'validation.required',
    ],
    [
      'confirmation differs',
      { passwordConfirmation: 'salasanA' },
      'passwordConfirmation',
      'validation.passwords_must_match',
    ],
    ['washer without a washer', { role: 'washer' }, 'washerId', 'validation.required'],
    ['washer with a washer', { role: 'washer', washerId: 3 }, 'washerId', undefined],
    ['office needs no washer', { role: 'office' }, 'washerId', undefined],
  ])('create: %s', (_label, patch, field, expected) => {
    expect(errorsOf(createUserFormSchema, { ...form, ...patch })[field]).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['password kept (empty)', { password: '', passwordConfirmation: '' }, 'password', undefined],
    [
      'password kept (absent)',
      { password: undefined, passwordConfirmation: undefined },
      'password',
      undefined,
    ],
    [
      'new password of 7',
      { password: 'salasan', passwordConfirmation: 'salasan' },
      'password',
      'validation.password_too_short',
    ],
    [
      'new password unconfirmed',
      { passwordConfirmation: '' },
      'passwordConfirmation',
      'validation.passwords_must_match',
    ],
  ])('edit: %s', (_label, patch, field, expected) => {
    expect(errorsOf(updateUserFormSchema, { ...form, ...patch })[field]).toBe(expected);
  });

  it('logs in with any non-empty password', () => {
    expect(loginInputSchema.safeParse({ email: 'ann@example.fi', password: 'x' }).success).toBe(
      true,
    );
    expect(loginInputSchema.safeParse({ email: 'ann@example.fi', password: '' }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueByPath } from './messages';
import { reauthenticationFormSchema, reauthenticationSchema } from './reauthentication';
import { updateUserProofFormSchema, updateUserRequestSchema } from './user';

const errorsOf = (schema: z.ZodType, input: unknown) =>
  firstIssueByPath(schema.safeParse(input).error?.issues ?? []);

const user = { name: 'Ann', email: 'ann@example.fi' };
const newPassword = { password: 'salasana', passwordConfirmation: 'salasana' };

describe('re-authentication (decision 041)', () => {
  it('lets the API take a missing proof (the server answers 403), but not a wrong type', () => {
    expect(reauthenticationSchema.safeParse({}).success).toBe(true);
    expect(errorsOf(reauthenticationSchema, { currentPassword: 5 })).toEqual({
      currentPassword: 'validation.invalid_value',
    });
    expect(updateUserRequestSchema.safeParse({ ...user, password: 'salasana' }).success).toBe(true);
  });

  it.each<[string, boolean, Record<string, unknown>, Record<string, string>]>([
    ['no password', false, {}, { currentPassword: 'validation.current_password_required' }],
    ['a password', false, { currentPassword: 'x' }, {}],
    ['TOTP on, no code', true, { currentPassword: 'x' }, { code: 'validation.totp_code_required' }],
    [
      'TOTP on, bad code',
      true,
      { currentPassword: 'x', code: '12a' },
      { code: 'validation.totp_code_format' },
    ],
    ['TOTP on, a code', true, { currentPassword: 'x', code: ' 123456 ' }, {}],
  ])('the form: %s', (_label, hasTotp, input, expected) => {
    expect(errorsOf(reauthenticationFormSchema(hasTotp), input)).toEqual(expected);
  });

  it.each<[string, boolean, Record<string, unknown>, Record<string, string>]>([
    ['name only: no proof asked', true, { password: '' }, {}],
    [
      'new password without proof',
      false,
      newPassword,
      { currentPassword: 'validation.current_password_required' },
    ],
    ['new password with the password', false, { ...newPassword, currentPassword: 'x' }, {}],
    [
      'new password, TOTP on, no code',
      true,
      { ...newPassword, currentPassword: 'x' },
      { code: 'validation.totp_code_required' },
    ],
    [
      'new password, TOTP on, a code',
      true,
      { ...newPassword, currentPassword: 'x', code: '123456' },
      {},
    ],
  ])('the user edit form: %s', (_label, hasTotp, patch, expected) => {
    expect(errorsOf(updateUserProofFormSchema(hasTotp), { ...user, ...patch })).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['the same role: no proof asked', { role: 'office' }, {}],
    [
      'a new role without proof',
      { role: 'admin' },
      { currentPassword: 'validation.current_password_required' },
    ],
    ['a new role with the password', { role: 'admin', currentPassword: 'x' }, {}],
    [
      'washer without a washer',
      { role: 'washer', currentPassword: 'x' },
      { washerId: 'validation.required' },
    ],
    ['washer with a washer', { role: 'washer', washerId: 2, currentPassword: 'x' }, {}],
  ])('the user edit form, an office user: %s', (_label, patch, expected) => {
    expect(
      errorsOf(updateUserProofFormSchema(false, { role: 'office', washerId: null }), {
        ...user,
        ...patch,
      }),
    ).toEqual(expected);
  });
});

/**
 * The order page token's sealed copy (decision 053): opened only with the key it was sealed
 * with and only while it is the order's current token; otherwise a later mail goes without
 * the link rather than with a wrong one.
 */
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '#server/lib/secret-box.ts';
import { hashManageToken, newManageToken, openManageToken } from './manage-token';

describe('the sealed order page token', () => {
  const box = createSecretBox('k'.repeat(40), 'manage-token');
  const token = newManageToken();
  const order = { manageTokenSealed: box.seal(token), manageTokenHash: hashManageToken(token) };

  it('opens with its key while it matches the hash', () => {
    expect(openManageToken(box, order)).toBe(token);
  });

  it('answers null without a copy, for a newer token, or under another key', () => {
    expect(openManageToken(box, { ...order, manageTokenSealed: null })).toBeNull();
    expect(openManageToken(box, { ...order, manageTokenHash: hashManageToken('x') })).toBeNull();
    const other = createSecretBox('o'.repeat(40), 'manage-token');
    expect(openManageToken(other, order)).toBeNull();
    expect(openManageToken(createSecretBox('k'.repeat(40), 'totp'), order)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors';

describe('DomainError', () => {
  it('carries a code, a message and details', () => {
    const error = new DomainError('UNKNOWN_WINDOW', 'unknown window ids: 9', { windowIds: [9] });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('UNKNOWN_WINDOW');
    expect(error.message).toBe('unknown window ids: 9');
    expect(error.details).toEqual({ windowIds: [9] });
  });

  it('is recognised with or without a code', () => {
    const error = new DomainError('INVALID_DATE', 'x');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, 'INVALID_DATE')).toBe(true);
    expect(isDomainError(error, 'INVALID_TIME')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError('INVALID_DATE')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isEInvoiceAddress,
  isOperatorId,
  isValidBusinessId,
  normalizeBusinessId,
} from './business-ids';

describe('Y-tunnus', () => {
  it.each([
    ['2077474-0', true],
    ['1572860-0', true],
    ['2332748-7', true],
    ['2077474-1', false],
    ['20774740', false],
    ['2077474-', false],
  ])('%s valid: %s', (id, expected) => {
    expect(isValidBusinessId(id)).toBe(expected);
  });

  it.each([
    ['FI20774740', '2077474-0'],
    ['fi 2077 4740', '2077474-0'],
    ['20774740', '2077474-0'],
    [' 2077474-0 ', '2077474-0'],
    [' abc ', 'abc'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeBusinessId(input)).toBe(expected);
  });
});

describe('e-invoice address (compacted)', () => {
  it.each([
    ['003720774740', true],
    ['00372077474012345', true],
    ['003720774740123456', false],
    // In TIEKE's register although 1234567-8 is no valid Y-tunnus (issue 15).
    ['003712345678', true],
    ['003720774741', true],
    ['00372077474', false],
    ['0037207747401234567', false],
    ['003820774740', false],
    ['FI2112345600000785', true],
    ['FI2112345600000786', false],
    ['DE89370400440532013000', true],
    ['NDEAFIHH', false],
    ['', false],
  ])('%s accepted: %s', (address, expected) => {
    expect(isEInvoiceAddress(address)).toBe(expected);
  });
});

describe('operator id (compacted)', () => {
  it.each([
    ['003723327487', true],
    ['003721291126', true],
    ['003723327488', true],
    ['00372332748', false],
    ['NDEAFIHH', true],
    ['DABAFIHHXXX', true],
    ['E204503', true],
    ['INEXCHANGE', true],
    ['PAGERO', true],
    ['ABCDE', false],
    ['A1234567890123456X', false],
    ['123456789', false],
    ['NDEA-FIHH', false],
  ])('%s accepted: %s', (id, expected) => {
    expect(isOperatorId(id)).toBe(expected);
  });
});

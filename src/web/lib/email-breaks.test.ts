import { describe, expect, it } from 'vitest';
import { emailBreakParts, splitEmails } from './email-breaks';

describe('emailBreakParts', () => {
  it.each([
    ['first.last@example.fi', ['first.', 'last@', 'example.', 'fi']],
    ['matti@example.fi', ['matti@', 'example.', 'fi']],
    ['a.b.c@d.e.f', ['a.', 'b.', 'c@', 'd.', 'e.', 'f']],
    ['plain', ['plain']],
    ['x@', ['x@']],
    ['', []],
  ])('%s → %j', (email, parts) => {
    expect(emailBreakParts(email)).toEqual(parts);
    expect(emailBreakParts(email).join('')).toBe(email);
  });
});

describe('splitEmails', () => {
  it('finds the address in a sentence, without the full stop after it', () => {
    expect(splitEmails('Lähetimme vahvistuksen osoitteeseen matti.m@example.fi.')).toEqual([
      { text: 'Lähetimme vahvistuksen osoitteeseen ', isEmail: false },
      { text: 'matti.m@example.fi', isEmail: true },
      { text: '.', isEmail: false },
    ]);
  });

  it('finds an address after a comma and at the end', () => {
    expect(splitEmails('Matti, m@example.fi')).toEqual([
      { text: 'Matti, ', isEmail: false },
      { text: 'm@example.fi', isEmail: true },
    ]);
  });

  it('leaves a text without an address whole', () => {
    expect(splitEmails('Tilauksesi on vastaanotettu.')).toEqual([
      { text: 'Tilauksesi on vastaanotettu.', isEmail: false },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { exportFileName, exportFileText } from './export-file';

describe('exportFileName', () => {
  it.each([
    ['2026-03-28T21:59:59Z', 'asiakastiedot-2026-03-28.json'],
    ['2026-03-28T22:00:00Z', 'asiakastiedot-2026-03-29.json'],
    // Summer time: Helsinki is three hours ahead.
    ['2026-06-30T20:59:59Z', 'asiakastiedot-2026-06-30.json'],
    ['2026-06-30T21:00:00Z', 'asiakastiedot-2026-07-01.json'],
    ['2026-12-31T22:00:00Z', 'asiakastiedot-2027-01-01.json'],
  ])('%s is saved as %s (the Helsinki day)', (instant, name) => {
    expect(exportFileName(new Date(instant))).toBe(name);
  });
});

describe('exportFileText', () => {
  it('keeps the answer whole, indented, with a final newline', () => {
    const data = { email: 'a@example.fi', orders: [{ id: 1, name: 'Äiti "Ö"' }] };
    const text = exportFileText(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n  "orders": [');
    expect(text.endsWith('}\n')).toBe(true);
  });
});

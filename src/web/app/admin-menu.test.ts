import { describe, expect, it } from 'vitest';
import { canCall } from '#contracts/access.ts';
import { adminMenu, menuOf } from './admin-menu';

const labels = (role: Parameters<typeof menuOf>[0]) => menuOf(role).map((e) => e.label);

describe('the back office menu by role (issue 23)', () => {
  it("gives an admin every entry but the washer's own day", () => {
    expect(labels('admin')).toEqual(
      adminMenu.map((e) => e.label).filter((label) => label !== 'my_day'),
    );
  });

  it("gives the office the day's work: no users, prices or settings", () => {
    expect(labels('office')).toEqual([
      'dispatch',
      'dashboard',
      'orders',
      'receivables',
      'reports',
      'customers',
      'discounts',
      'calendar',
      'notifications',
    ]);
  });

  it('gives a washer their day and none of the office pages', () => {
    expect(labels('washer')).toEqual(['my_day']);
  });

  it('names for every entry a route its roles may call', () => {
    for (const entry of adminMenu) {
      const role = entry.label === 'my_day' ? 'washer' : 'admin';
      expect(canCall(role, entry.route), entry.to).toBe(true);
    }
  });
});

/** Days from one Helsinki day to another: 2026-11-01 to 2026-11-15 is 14; earlier is negative. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

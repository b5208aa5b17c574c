/**
 * Euros (the API's numbers) to cents (the domain's integers) and back. Kept free of zod so
 * the browser's landing page can map the price configuration without loading zod.
 */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuros = (cents: number): number => cents / 100;

/** Settings with which NODE_ENV=production starts (loadConfig refuses anything less). */
export const productionEnv: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'paytrail',
  PAYTRAIL_ACCOUNT: '695861',
  PAYTRAIL_SECRET: 'a-real-shops-secret-from-paytrail',
  SECRET_KEY: 'k'.repeat(40),
  PUBLIC_URL: 'https://ikkunanpesu.example.fi',
};

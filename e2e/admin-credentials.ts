/** The first admin of the e2e server (playwright.config.ts passes it as ADMIN_EMAIL/PASSWORD). */
export const e2eAdmin = {
  email: 'admin@example.fi',
  password: 'e2e-salasana-1',
  name: 'Ylläpitäjä',
} as const;

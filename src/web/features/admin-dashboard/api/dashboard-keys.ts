/** Query keys of the dashboard (under 'admin': logging out drops them). */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

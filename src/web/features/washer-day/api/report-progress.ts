import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { JobProgressInput, MyJob } from '#contracts/washer-day.ts';
import { request } from '#web/lib/api/client.ts';

/** POST my/jobs/:orderId/progress: the job as it is after the step. */
export const reportProgress = (orderId: number, input: JobProgressInput): Promise<MyJob> =>
  request(adminEndpoints.reportProgress, { params: { orderId }, body: input });

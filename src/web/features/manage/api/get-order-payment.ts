import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { ManagePayment } from '#contracts/manage-pay.ts';
import { request } from '#web/lib/api/client.ts';

/** GET manage/{token}/payment: what the payment page needs to pay the order (decision 055). */
export const getOrderPayment = (token: string): Promise<ManagePayment> =>
  request(customerEndpoints.getManagedOrderPayment, { params: { token } });

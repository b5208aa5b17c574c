import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  createStaffOrderInputSchema,
  createStaffOrderResponseSchema,
} from '#contracts/order-life.ts';
import {
  staffCustomerQuerySchema,
  staffCustomersSchema,
  staffFreeStartsQuerySchema,
  staffFreeStartsSchema,
} from '#contracts/order-staff.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { OrderService } from './order.service';
import type { StaffLookupService } from './order-staff-lookup.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/**
 * POST /api/order/staff: an order taken by staff over the phone (issue 14, decision 047):
 * the customer site's body and rules, the washer and start chosen freely. The form reads the
 * washer's free starts and finds existing customers (issue 24 point 7).
 */
export const orderStaffRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  lookup: StaffLookupService;
}> = async (app, { orders, lookup }) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/order/staff/free-starts',
    {
      config: { isCalendarRead: true },
      schema: {
        summary:
          "The washer's free starts of a day for a job of the given minutes (grid and travel " +
          'as for customers); any other start is an override',
        querystring: staffFreeStartsQuerySchema,
        response: { 200: staffFreeStartsSchema, ...errors },
      },
    },
    (request) => lookup.freeStarts(request.query),
  );

  app.get(
    '/order/staff/customer',
    {
      schema: {
        summary:
          'Customers whose e-mail address or phone holds the query, each with the contact ' +
          'details of their newest order (at most 10, newest first)',
        querystring: staffCustomerQuerySchema,
        response: { 200: staffCustomersSchema, ...errors },
      },
    },
    (request) => lookup.findCustomers(request.query.query),
  );

  app.post(
    '/order/staff',
    {
      schema: {
        summary:
          'Create an order taken over the phone: priced as on the site, any washer and free ' +
          'start from today; an invoice order is confirmed, an online one mails a payment link',
        body: createStaffOrderInputSchema,
        response: {
          201: createStaffOrderResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId, name } = adminSessionOf(request);
      const order = await orders.createStaffOrder(request.body, { id: userId, name });
      return reply.code(201).send({ id: order.id, reference: order.reference });
    },
  );
};

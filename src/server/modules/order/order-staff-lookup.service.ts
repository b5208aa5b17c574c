/**
 * What the phone order form reads (issue 24 point 7): the chosen washer's free starts of a
 * day (the calendar's availability, decision 051) and the customers found by phone or
 * e-mail, whose newest order's contact details fill the form.
 */
import type {
  StaffCustomer,
  StaffCustomers,
  StaffFreeStarts,
  StaffFreeStartsQuery,
} from '#contracts/order-staff.ts';
import type { Database } from '#server/db/client.ts';
import { washerFreeStarts } from '../calendar/calendar.service';
import { findStaffCustomers, type StaffCustomerRow } from './order-staff-customer.repository';

/** At most this many customers are answered: the newest. */
export const maxStaffCustomers = 10;

const toStaffCustomer = (row: StaffCustomerRow): StaffCustomer => ({
  name: row.name,
  phone: row.phone,
  email: row.email,
  streetAddress: row.streetAddress ?? '',
  postalCode: row.postalCode ?? '',
  city: row.city ?? '',
  company: row.customerKind === 'company',
  companyName: row.companyName,
  companyVat: row.companyVat,
  language: row.language,
  lastOrderAt: row.created.toISOString(),
});

export function createStaffLookupService(db: Database) {
  return {
    /** GET order/staff/free-starts: 400 naming cleanerId for an unknown washer. */
    async freeStarts(query: StaffFreeStartsQuery): Promise<StaffFreeStarts> {
      const { starts, rules } = await washerFreeStarts(db, {
        washerId: query.cleanerId,
        date: query.day,
        washingMinutes: query.washingMinutes,
      });
      return {
        cleanerId: query.cleanerId,
        day: query.day,
        starts,
        gridMinutes: rules.gridMinutes,
        travelMinutes: rules.travelMinutes,
      };
    },

    /** GET order/staff/customer: by a part of the e-mail address or the phone number. */
    async findCustomers(query: string): Promise<StaffCustomers> {
      const rows = await findStaffCustomers(db, query, maxStaffCustomers);
      return { customers: rows.map(toStaffCustomer) };
    },
  };
}
export type StaffLookupService = ReturnType<typeof createStaffLookupService>;

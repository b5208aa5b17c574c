/**
 * The customers the phone order form finds by phone or e-mail (issue 24 point 7): each
 * e-mail address once, with the contact details of its newest order that is not a shopping
 * centre's package. Erased orders (decision 038) carry a placeholder address and are left out.
 * Each branch reads the customers through its trigram index, as the orders search does
 * (decision 046).
 */
import { and, desc, eq, ne, notLike, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#contracts/messages.ts';
import { containsPattern, searchPhoneDigits } from '#domain/order/order-search.ts';
import type { Database } from '#server/db/client.ts';
import { customers, orderAddresses, orders } from '#server/db/schema/index.ts';

export interface StaffCustomerRow {
  name: string;
  phone: string;
  email: string;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  customerKind: 'private' | 'company' | 'mall';
  companyName: string | null;
  companyVat: string | null;
  language: Language;
  created: Date;
}

export async function findStaffCustomers(
  db: Database,
  query: string,
  limit: number,
): Promise<StaffCustomerRow[]> {
  const digits = searchPhoneDigits(query);
  const branches: SQL[] = [
    sql`select ${customers.id} from ${customers} where ${customers.email} ilike ${containsPattern(query)}`,
  ];
  if (digits) {
    branches.push(
      sql`select ${customers.id} from ${customers}
        where search_phone_digits(${customers.phone}) like ${containsPattern(digits)}`,
    );
  }
  const newestPerAddress = db
    .selectDistinctOn([sql`lower(${customers.email})`], {
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      streetAddress: orderAddresses.streetAddress,
      postalCode: orderAddresses.postalCode,
      city: orderAddresses.city,
      customerKind: orders.customerKind,
      companyName: orders.companyName,
      companyVat: orders.companyVat,
      language: orders.language,
      created: orders.created,
    })
    .from(customers)
    .innerJoin(orders, eq(orders.customerId, customers.id))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.type, 'shipping')),
    )
    .where(
      and(
        sql`${customers.id} in (${sql.join(branches, sql` union `)})`,
        ne(orders.customerKind, 'mall'),
        notLike(customers.email, '%@poistettu.invalid'),
      ),
    )
    .orderBy(sql`lower(${customers.email})`, desc(orders.created), desc(orders.id))
    .as('found');
  // A common text ('@gmail.com') finds many: the newest few of them.
  return db.select().from(newestPerAddress).orderBy(desc(newestPerAddress.created)).limit(limit);
}

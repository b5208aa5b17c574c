/**
 * An invoice's due date (issue 24): the invoice day plus the terms' days net (14 unless the
 * shop's settings say otherwise). The invoice day is the one staff set, else the job's day,
 * else (a mall order, which has no day) the day the order was made.
 */
import { addDays } from '../calendar/local-date';

export const defaultPaymentTermsDays = 14;

export interface InvoiceDays {
  invoicedOn: string | null;
  jobDay: string | null;
  orderedOn: string;
}

export function invoiceDayOf(days: InvoiceDays): string {
  return days.invoicedOn ?? days.jobDay ?? days.orderedOn;
}

export function dueDateOf(days: InvoiceDays, termsDays = defaultPaymentTermsDays): string {
  return addDays(invoiceDayOf(days), termsDays);
}

// Every table, its value lists and the relations: the schema drizzle-kit and the client read.
export * from './calendars';
export * from './columns';
export * from './counter';
export * from './data-requests';
export * from './discounts';
export * from './malls';
export * from './notifications';
export * from './order-lines';
export * from './orders';
export * from './outbox';
export * from './payments';
export * from './postal-areas';
export * from './rate-counters';
export * from './relations';
export * from './reservations';
export * from './users';
export * from './washers';

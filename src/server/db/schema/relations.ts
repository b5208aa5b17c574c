import { relations } from 'drizzle-orm';
import { calendars, disabledDates } from './calendars';
import { counterConfigs, counterWindows } from './counter';
import { discounts } from './discounts';
import { orderAddresses, orderItems } from './order-lines';
import { customers, orders } from './orders';
import { payments } from './payments';
import { postalAreaCodes, postalAreas } from './postal-areas';
import { washerReservations } from './reservations';
import { refreshSessions, users } from './users';
import { maintainingGroups, washerPostalAreas, washers } from './washers';

// Relations for drizzle's query API (db.query.orders.findFirst({ with: { items: true } })).

export const counterConfigsRelations = relations(counterConfigs, ({ many }) => ({
  windows: many(counterWindows),
}));
export const counterWindowsRelations = relations(counterWindows, ({ one }) => ({
  counter: one(counterConfigs, {
    fields: [counterWindows.counterId],
    references: [counterConfigs.id],
  }),
}));

export const customersRelations = relations(customers, ({ many }) => ({ orders: many(orders) }));
export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  discount: one(discounts, { fields: [orders.discountId], references: [discounts.id] }),
  items: many(orderItems),
  addresses: many(orderAddresses),
  payments: many(payments),
  reservations: many(washerReservations),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));
export const orderAddressesRelations = relations(orderAddresses, ({ one }) => ({
  order: one(orders, { fields: [orderAddresses.orderId], references: [orders.id] }),
}));
export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));
export const discountsRelations = relations(discounts, ({ one }) => ({
  user: one(users, { fields: [discounts.userId], references: [users.id] }),
}));
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(refreshSessions),
}));
export const refreshSessionsRelations = relations(refreshSessions, ({ one }) => ({
  user: one(users, { fields: [refreshSessions.userId], references: [users.id] }),
}));

export const postalAreasRelations = relations(postalAreas, ({ many }) => ({
  codes: many(postalAreaCodes),
  washers: many(washerPostalAreas),
}));
export const postalAreaCodesRelations = relations(postalAreaCodes, ({ one }) => ({
  postalArea: one(postalAreas, {
    fields: [postalAreaCodes.postalAreaId],
    references: [postalAreas.id],
  }),
}));
export const washersRelations = relations(washers, ({ one, many }) => ({
  maintainingGroup: one(maintainingGroups, {
    fields: [washers.maintainGroupId],
    references: [maintainingGroups.id],
  }),
  postalAreas: many(washerPostalAreas),
  calendar: one(calendars),
  reservations: many(washerReservations),
}));
export const washerPostalAreasRelations = relations(washerPostalAreas, ({ one }) => ({
  washer: one(washers, { fields: [washerPostalAreas.washerId], references: [washers.id] }),
  postalArea: one(postalAreas, {
    fields: [washerPostalAreas.postalAreaId],
    references: [postalAreas.id],
  }),
}));
export const calendarsRelations = relations(calendars, ({ one, many }) => ({
  washer: one(washers, { fields: [calendars.washerId], references: [washers.id] }),
  disabledDates: many(disabledDates),
}));
export const disabledDatesRelations = relations(disabledDates, ({ one }) => ({
  calendar: one(calendars, { fields: [disabledDates.calendarId], references: [calendars.id] }),
}));
export const washerReservationsRelations = relations(washerReservations, ({ one }) => ({
  washer: one(washers, { fields: [washerReservations.washerId], references: [washers.id] }),
  order: one(orders, { fields: [washerReservations.orderId], references: [orders.id] }),
}));

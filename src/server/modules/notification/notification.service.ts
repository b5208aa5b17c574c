import { z } from 'zod';
import { languages, type Language } from '#contracts/messages.ts';
import {
  shownNotificationSchema,
  type Notification,
  type NotificationAdmin,
  type NotificationForm,
  type NotificationState,
  type ShownNotification,
} from '#contracts/notification.ts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { CachedAnswer } from '#server/lib/cached-answer.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { PublicAnswerCache } from '#server/lib/public-answer-cache.ts';
import { sanitizeExtraInfo } from './notification-html';
import {
  deleteNotification,
  findNextShowingChange,
  findNotificationById,
  findShowingNotifications,
  insertNotification,
  listNotifications,
  notifyNotificationsChanged,
  updateNotification,
  type NotificationRow,
  type NotificationValues,
} from './notification.repository';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    extra_info: row.extraInfo,
    start_showing: row.startShowing.toISOString(),
    stop_showing: row.stopShowing.toISOString(),
  };
}

/** A notification's texts in a language besides Finnish (decisions 071 and 078), or null. */
function translationOf(row: NotificationRow, language: Language) {
  if (language === 'en') return { message: row.messageEn, extraInfo: row.extraInfoEn };
  if (language === 'sv') return { message: row.messageSv, extraInfo: row.extraInfoSv };
  return null;
}

/**
 * The notification as a visitor reading `language` sees it (decisions 071, 078): each text in
 * that language when it has one, else the Finnish one (the form requires only the Finnish
 * message); `language` names the message's.
 */
export function toShown(row: NotificationRow, language: Language): ShownNotification {
  const own = translationOf(row, language);
  const message = own?.message ?? null;
  return {
    ...toNotification(row),
    message: message ?? row.message,
    extra_info: own?.extraInfo ?? row.extraInfo,
    language: message === null ? 'fi' : language,
  };
}

/** The same window as the customers' list: showing from start (included) to stop (excluded). */
export function stateAt(row: NotificationRow, now: Date): NotificationState {
  if (now < row.startShowing) return 'upcoming';
  return now < row.stopShowing ? 'showing' : 'ended';
}

/** The form as stored: extra_info sanitised (decision 026), times as instants. */
function toValues(form: NotificationForm): NotificationValues {
  return {
    type: form.type,
    message: form.message,
    extraInfo: sanitizeExtraInfo(form.extra_info),
    messageEn: form.message_en || null,
    extraInfoEn: sanitizeExtraInfo(form.extra_info_en),
    messageSv: form.message_sv || null,
    extraInfoSv: sanitizeExtraInfo(form.extra_info_sv),
    startShowing: new Date(form.start_showing),
    stopShowing: new Date(form.stop_showing),
  };
}

/** The customers' list: the answer of GET notification. */
export const showingListSchema = z.array(shownNotificationSchema);

/** The public answer's key, one per language. */
const publicAnswerKey = (language: Language) => `notifications:${language}`;

/**
 * Notifications (admin spec sections 3, 5, 7). Customers get the ones showing now, kept
 * serialised (decision 043) until the next start or stop of showing, or until a change:
 * in this process at once, in the others by NOTIFY at commit. The back office lists,
 * reads, creates, updates and deletes them.
 */
export function createNotificationService(db: Database, clock: Clock, answers: PublicAnswerCache) {
  const toAdmin = (row: NotificationRow): NotificationAdmin => ({
    ...toNotification(row),
    message_en: row.messageEn,
    extra_info_en: row.extraInfoEn,
    message_sv: row.messageSv,
    extra_info_sv: row.extraInfoSv,
    state: stateAt(row, clock.now()),
  });

  /** Runs a write with its NOTIFY in one transaction, then drops this process's answer. */
  async function announced<T>(write: (tx: Database) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const written = await write(tx);
      await notifyNotificationsChanged(tx);
      return written;
    });
    for (const language of languages) answers.drop(publicAnswerKey(language));
    return result;
  }

  return {
    /** GET notification's answer in a language as JSON bytes, from memory until it changes. */
    showingAnswer(language: Language): Promise<CachedAnswer> {
      return answers.get(publicAnswerKey(language), async (now) => {
        const rows = await findShowingNotifications(db, now);
        const expiresAt = await findNextShowingChange(db, now);
        const shown = rows.map((row) => toShown(row, language));
        return {
          json: JSON.stringify(z.encode(showingListSchema, shown)),
          expiresAt,
        };
      });
    },

    async list(): Promise<NotificationAdmin[]> {
      return (await listNotifications(db)).map(toAdmin);
    },

    async get(id: number): Promise<NotificationAdmin> {
      const row = await findNotificationById(db, id);
      if (!row) throw notFound(`notification ${id}`);
      return toAdmin(row);
    },

    async create(form: NotificationForm): Promise<NotificationAdmin> {
      return toAdmin(await announced((tx) => insertNotification(tx, toValues(form))));
    },

    async update(id: number, form: NotificationForm): Promise<NotificationAdmin> {
      const row = await announced((tx) => updateNotification(tx, id, toValues(form)));
      if (!row) throw notFound(`notification ${id}`);
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await announced((tx) => deleteNotification(tx, id)))) {
        throw notFound(`notification ${id}`);
      }
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

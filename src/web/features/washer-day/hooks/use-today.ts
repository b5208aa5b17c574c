import { useEffect, useState } from 'react';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';

/** Today's Helsinki date, turning at midnight while the page stays open. */
export function useToday(): string {
  const [today, setToday] = useState(() => helsinkiDate(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setToday(helsinkiDate(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}

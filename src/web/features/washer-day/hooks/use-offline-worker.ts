import { useEffect } from 'react';
import { registerOfflineWorker } from '#web/lib/offline-copy.ts';
import { offlineAnswerUrls } from '#web/lib/api/download-urls.ts';

/** Starts the back office's service worker once the washer's day is open, with its copy. */
export function useOfflineWorker(from: string, to: string) {
  useEffect(() => {
    registerOfflineWorker(offlineAnswerUrls({ from, to })).catch(() => {
      // No worker (private mode, an old browser): the page works online as before.
    });
  }, [from, to]);
}

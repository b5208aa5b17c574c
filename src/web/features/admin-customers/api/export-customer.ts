import { useMutation } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { exportFileName, exportFileText } from '../lib/export-file';

/** GET customers/export?email=E: everything stored about the address (recorded on the server). */
export const exportCustomer = (email: string) =>
  request(adminEndpoints.exportCustomer, { query: { email } });

/** Hands the browser a JSON file to save; the page's own URL never changes. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has read the blob well within a second; then its memory is let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches the export of an address and saves it as asiakastiedot-<Helsinki date>.json. */
export function useExportCustomer() {
  return useMutation({
    mutationFn: async (email: string) => {
      const data = await exportCustomer(email);
      saveFile(exportFileName(new Date()), exportFileText(data));
    },
  });
}

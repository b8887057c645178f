import { exportFileName } from '@shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** GET /user/export: everything the service holds about the person. */
export function exportAccountData() {
  return callRoute('exportAccountData', {});
}

/**
 * Saved as a file. The ID token lives in memory, so a plain link could not carry it: the page fetches
 * the JSON and hands the browser a file to save.
 */
export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportAccountData();
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date(data.exportedAt));
      document.body.append(link);
      link.click();
      link.remove();
      // After the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

import { routePath } from '@shared/routes';
import { accountDeletedResponseSchema, accountExportSchema, exportFileName } from '@shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /user (issue 21 §4): the typed word goes with it; the server checks it again. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      apiRequest(routePath('deleteAccount'), {
        method: 'DELETE',
        body: { confirmation },
        schema: accountDeletedResponseSchema,
      }),
  });
}

/**
 * GET /user/export (issue 21 §4), saved as a file. The ID token lives in memory, so a plain link could
 * not carry it: the page fetches the JSON and hands the browser a file to save.
 */
export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest(routePath('exportAccountData'), { schema: accountExportSchema });
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

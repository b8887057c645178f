import type { WorkHistoryFormat } from '@shared/schemas/work-history';
import { credentialResponseSchema } from '@shared/schemas/work-history';
import { useMutation } from '@tanstack/react-query';
import { callRoute, callRouteForFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The files the exports are saved as. */
export const exportFileNames = {
  pdf: 'work-history.pdf',
  'json-resume': 'work-history.resume.json',
  credential: 'work-history.credential.jwt',
} as const satisfies Record<WorkHistoryFormat, string>;

/**
 * GET /user/work-history/export?format=…: the one-page PDF (bytes, made on the server) or JSON Resume,
 * saved as files.
 */
export function useDownloadWorkHistory() {
  return useMutation({
    mutationFn: async (format: Exclude<WorkHistoryFormat, 'credential'>) => {
      if (format === 'pdf') {
        const pdf = await callRouteForFile('exportWorkHistory', { query: { format } });
        saveFile(new Blob([pdf], { type: 'application/pdf' }), exportFileNames.pdf);
        return format;
      }
      const resume = await callRoute('exportWorkHistory', { query: { format } });
      saveFile(
        new Blob([JSON.stringify(resume, null, 2)], { type: 'application/json' }),
        exportFileNames[format],
      );
      return format;
    },
  });
}

/** The signed credential (an Open Badges 3.0 credential as a JWT), to copy or save. */
export function useCredential() {
  return useMutation({
    mutationFn: async () => {
      const answer = await callRoute('exportWorkHistory', { query: { format: 'credential' } });
      const parsed = credentialResponseSchema.safeParse(answer);
      if (!parsed.success) throw new Error('The credential did not come back.');
      return parsed.data.credential;
    },
  });
}

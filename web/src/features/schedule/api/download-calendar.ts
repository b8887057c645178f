import { useMutation } from '@tanstack/react-query';
import { callRouteForText } from '../../../lib/api-client';

/**
 * GET /applications/{id}/calendar: "Add to calendar" for a job (every visit) or one visit (`date`),
 * saved as a .ics file, which a phone or computer opens in its calendar app.
 */
export async function downloadCalendar(applicationId: string, title: string, date?: string): Promise<void> {
  const text = await callRouteForText('downloadApplicationCalendar', {
    params: { id: applicationId },
    ...(date ? { query: { date } } : {}),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'job'
  }${date ? `-${date}` : ''}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the object URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadCalendar() {
  return useMutation({
    mutationFn: ({ applicationId, title, date }: { applicationId: string; title: string; date?: string }) =>
      downloadCalendar(applicationId, title, date),
  });
}

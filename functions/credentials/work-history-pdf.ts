import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { jobSummary } from '../../shared/rules/work-history';
import type { WorkHistoryJob } from '../../shared/schemas/work-history';

/*
 * The work history as a one-page PDF, ready to attach to a job application, made on the server with
 * pdf-lib. The standard Helvetica font (nothing to embed, a small file) writes Latin-1; any other
 * character becomes "?" rather than failing the export. At most the jobs that fit one page are
 * listed, newest first, and the page says how many more there are.
 */

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 56;
const MAX_JOBS = 14;

const printable = (font: PDFFont, text: string) =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

export async function workHistoryPdf(input: {
  name: string;
  jobs: readonly WorkHistoryJob[];
  verifyUrl: string;
  issuedOn: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Work history: ${input.name}`);
  pdf.setAuthor('Neighbourhood Jobs');
  pdf.setCreator('Neighbourhood Jobs');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = PAGE.height - MARGIN;
  const line = (text: string, size: number, font = regular, gap = 6, colour = rgb(0.1, 0.1, 0.1)) => {
    page.drawText(printable(font, text), {
      x: MARGIN,
      y,
      size,
      font,
      color: colour,
      maxWidth: PAGE.width - 2 * MARGIN,
    });
    y -= size + gap;
  };
  line('Work history', 24, bold, 8);
  line(input.name, 14, regular, 4);
  line(`Neighbourhood Jobs · issued ${input.issuedOn}`, 10, regular, 18, rgb(0.35, 0.35, 0.35));
  if (input.jobs.length === 0) line('No completed jobs yet.', 12);
  for (const job of input.jobs.slice(0, MAX_JOBS)) {
    line(job.title, 13, bold, 3);
    line(jobSummary(job), 10, regular, 14, rgb(0.3, 0.3, 0.3));
  }
  if (input.jobs.length > MAX_JOBS) line(`…and ${input.jobs.length - MAX_JOBS} more jobs.`, 10);
  y = MARGIN + 24;
  line(
    'Each job was completed through Neighbourhood Jobs, with hours its employer confirmed.',
    9,
    regular,
    3,
  );
  line(`To check this history, ask for its signed credential and verify it at ${input.verifyUrl}`, 9);
  return pdf.save();
}

import { useMutation } from '@tanstack/react-query';
import { usageReportFileName, type ReportRange } from '@core/api/reports.js';
import { apiRequest } from '../../../lib/api.js';

/** Hands a CSV text to the browser as a file download. */
function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export CSV of the open tab: User Activity is the server's report (GET
 * /api/admin/reports/export?days, saved as usage-report-yyyy-MM-dd.csv); the other tabs export
 * what they show, built here from the figures on screen. Answers the file name.
 */
export function useExportReport() {
  return useMutation({
    mutationFn: async (
      what: { days: ReportRange } | { csv: string; fileName: string },
    ): Promise<string> => {
      if ('csv' in what) {
        saveCsv(what.csv, what.fileName);
        return what.fileName;
      }
      const csv = await apiRequest<string>('GET', `/api/admin/reports/export?days=${what.days}`);
      const fileName = usageReportFileName();
      saveCsv(csv, fileName);
      return fileName;
    },
  });
}

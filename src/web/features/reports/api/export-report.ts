import { useMutation } from '@tanstack/react-query';
import { usageReportFileName, type ReportRange } from '../../../../core/api/reports.js';
import { apiRequest } from '../../../lib/api.js';

/** Hands a text to the browser as a file download. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/admin/reports/export?days, saved as usage-report-yyyy-MM-dd.csv. */
export function useExportReport() {
  return useMutation({
    mutationFn: async (days: ReportRange) => {
      const csv = await apiRequest<string>('GET', `/api/admin/reports/export?days=${days}`);
      const fileName = usageReportFileName();
      saveFile(csv, fileName);
      return fileName;
    },
  });
}

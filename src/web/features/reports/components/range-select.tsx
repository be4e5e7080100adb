import { REPORT_RANGES, type ReportRange } from '@core/api/reports.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';

/** Time range: 7, 30 or 90 days. */
export function RangeSelect({
  value,
  onChange,
}: {
  value: ReportRange;
  onChange: (days: ReportRange) => void;
}) {
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v) as ReportRange)}>
      <SelectTrigger className="w-40" aria-label="Time range">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {REPORT_RANGES.map((days) => (
          <SelectItem key={days} value={String(days)}>
            Last {days} days
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

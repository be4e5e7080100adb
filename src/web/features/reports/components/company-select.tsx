import type { CompanySummary } from '../../../../core/api/admin-companies.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';

/** For operator staff: whose reports to read (the page's `?company=`). */
export function CompanySelect({
  companies,
  value,
  onChange,
}: {
  companies: CompanySummary[];
  value: string;
  onChange: (companyId: string) => void;
}) {
  const known = companies.some((c) => c.companyId === value);
  return (
    <Select value={known ? value : undefined} onValueChange={onChange}>
      <SelectTrigger className="w-56" aria-label="Company">
        <SelectValue placeholder="Choose a company" />
      </SelectTrigger>
      <SelectContent>
        {companies.map((c) => (
          <SelectItem key={c.companyId} value={c.companyId}>
            {c.companyName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

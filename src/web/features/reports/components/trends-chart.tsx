import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { UsageTrendRow } from '@core/api/reports.js';
import { formatDay } from '../report-labels.js';

const LOGIN_COLOR = '#0066CC';
const GENERATION_COLOR = '#15803D';

/** Sign-ins and generations per day, oldest on the left. */
export function TrendsChart({ rows }: { rows: UsageTrendRow[] }) {
  const data = rows.map((r) => ({ ...r, label: formatDay(r.date, 'MMM d') }));
  return (
    <figure className="h-72 w-full" aria-label="Daily logins and generations chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="logins"
            name="Logins"
            fill={LOGIN_COLOR}
            isAnimationActive={false}
            maxBarSize={40}
          />
          <Bar
            dataKey="generations"
            name="Generations"
            fill={GENERATION_COLOR}
            isAnimationActive={false}
            maxBarSize={40}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

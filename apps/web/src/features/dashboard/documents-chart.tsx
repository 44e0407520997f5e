import { formatNumber, intlTag } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";

interface Month {
  month: string;
  count: number;
}

/** 'Mar 26' / 'März 26' in the page's language ("YYYY-MM", UTC). */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlTag(), { month: "short", year: "2-digit", timeZone: "UTC" });

const count = (value: unknown) => (typeof value === "number" ? formatNumber(value) : String(value ?? ""));

/**
 * Documents created per month. Readable without colour: one series, every bar carries its number,
 * the axes are labelled in text. Screen readers get the same figures as a table (sr-only); the
 * drawing itself is hidden from them (and its keyboard layer is off, so nothing hidden takes focus).
 */
export function DocumentsChart({ months }: { months: Month[] }) {
  const data = months.map((entry) => ({ ...entry, label: monthName(entry.month) }));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-muted-foreground text-sm">{m.dashboard_chart_caption()}</figcaption>
      <div aria-hidden="true" className="text-foreground h-56 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 20, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={12}
              stroke="currentColor"
              interval="preserveStartEnd"
              minTickGap={8}
            />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              stroke="currentColor"
              tickFormatter={count}
            />
            <Bar dataKey="count" fill="currentColor" className="text-primary" radius={4} isAnimationActive={false}>
              <LabelList dataKey="count" position="top" fontSize={12} className="fill-foreground" formatter={count} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{m.dashboard_chart_table_caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.dashboard_chart_month()}</th>
            <th scope="col">{m.dashboard_chart_documents()}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry) => (
            <tr key={entry.month}>
              <th scope="row">{entry.label}</th>
              <td>{formatNumber(entry.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";

interface Month {
  month: string;
  count: number;
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: "short", year: "2-digit", timeZone: "UTC" });

/**
 * Documents created per month. Readable without colour: one series, every bar carries its number,
 * the axes are labelled in text. Screen readers get the same figures as a table (sr-only); the
 * drawing itself is hidden from them (and its keyboard layer is off, so nothing hidden takes focus).
 */
export function DocumentsChart({ months }: { months: Month[] }) {
  const data = months.map((m) => ({ ...m, label: monthName(m.month) }));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-muted-foreground text-sm">Documents created per month, last 12 months</figcaption>
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
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="currentColor" />
            <Bar dataKey="count" fill="currentColor" className="text-primary" radius={4} isAnimationActive={false}>
              <LabelList dataKey="count" position="top" fontSize={12} className="fill-foreground" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Documents created per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Documents</th>
          </tr>
        </thead>
        <tbody>
          {data.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.label}</th>
              <td>{m.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

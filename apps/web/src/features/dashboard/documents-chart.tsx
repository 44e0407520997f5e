import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from "recharts";

interface Month {
  month: string;
  count: number;
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: "short", year: "2-digit", timeZone: "UTC" });

/**
 * Documents created per month. Readable without colour: one series, every bar carries its number,
 * the axes are labelled in text. Screen readers get the same figures as a table (sr-only); the
 * drawing itself is hidden from them.
 */
export function DocumentsChart({ months }: { months: Month[] }) {
  const data = months.map((m) => ({ ...m, label: monthName(m.month) }));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-muted-foreground text-sm">Documents created per month, last 12 months</figcaption>
      <div aria-hidden="true" className="text-foreground w-full overflow-x-auto">
        <BarChart width={640} height={220} data={data} margin={{ top: 20, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} stroke="currentColor" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="currentColor" />
          <Bar dataKey="count" fill="currentColor" className="text-primary" radius={4} isAnimationActive={false}>
            <LabelList dataKey="count" position="top" fontSize={12} className="fill-foreground" />
          </Bar>
        </BarChart>
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

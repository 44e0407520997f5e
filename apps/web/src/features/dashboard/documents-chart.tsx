import { type Dashboard, DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, type DocumentKind } from "@app/domain";
import { formatNumber, intlTag } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";

type Month = Dashboard["documentsPerMonth"][number];

/** 'Mar 26' / 'März 26' in the page's language ("YYYY-MM", UTC). */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlTag(), { month: "short", year: "2-digit", timeZone: "UTC" });

const count = (value: unknown) => (typeof value === "number" ? formatNumber(value) : String(value ?? ""));

/** Each form's fill: solid, stripes, dots, so the parts of a bar differ without colour (decision 034). */
const FILL: Record<DocumentKind, string> = {
  gewerbeanmeldung: "currentColor",
  gewerbeummeldung: "url(#chart-stripes)",
  gewerbeabmeldung: "url(#chart-dots)",
};

/** The form whose part of a bar is on top (and carries the month's total); the first for an empty month. */
const labelledBy = (entry: Month): DocumentKind =>
  [...DOCUMENT_KINDS].reverse().find((kind) => entry.byKind[kind] > 0) ?? DOCUMENT_KINDS[0];

/** The fills' patterns, once on the page; the chart and its legend refer to them. */
function Patterns() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="chart-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="currentColor" fillOpacity="0.25" />
          <rect width="3" height="6" fill="currentColor" />
        </pattern>
        <pattern id="chart-dots" width="5" height="5" patternUnits="userSpaceOnUse">
          <rect width="5" height="5" fill="currentColor" fillOpacity="0.15" />
          <circle cx="2.5" cy="2.5" r="1.4" fill="currentColor" />
        </pattern>
      </defs>
    </svg>
  );
}

/**
 * Documents created per month, each bar split by form (Gewerbeanmeldung, -ummeldung, -abmeldung).
 * Readable without colour: each form has its own fill (solid, stripes, dots) named in the legend,
 * every bar carries its total, the axes are labelled in text. Screen readers get the same figures as
 * a table (sr-only); the drawing itself is hidden from them (and its keyboard layer is off, so nothing
 * hidden takes focus).
 */
export function DocumentsChart({ months }: { months: Month[] }) {
  const data = months.map((entry) => ({ ...entry, ...entry.byKind, label: monthName(entry.month) }));
  return (
    <figure className="text-primary relative grid gap-2">
      <Patterns />
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
            {DOCUMENT_KINDS.map((kind) => (
              <Bar
                key={kind}
                dataKey={kind}
                stackId="documents"
                fill={FILL[kind]}
                className="text-primary"
                isAnimationActive={false}
              >
                {/* The month's total, once, on its topmost part. */}
                <LabelList
                  dataKey={(entry: Month) => (labelledBy(entry) === kind ? entry.count : "")}
                  position="top"
                  fontSize={12}
                  className="fill-foreground"
                  formatter={count}
                />
              </Bar>
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true" lang="de">
        {DOCUMENT_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg className="text-primary size-3" viewBox="0 0 12 12" aria-hidden="true">
              <rect width="12" height="12" fill={FILL[kind]} stroke="currentColor" strokeWidth="1" />
            </svg>
            {DOCUMENT_KIND_NAMES[kind].plural}
          </li>
        ))}
      </ul>
      {/* In a div: a table ignores the width sr-only gives it, and five columns would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{m.dashboard_chart_table_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.dashboard_chart_month()}</th>
              <th scope="col">{m.dashboard_chart_documents()}</th>
              {DOCUMENT_KINDS.map((kind) => (
                <th key={kind} scope="col" lang="de">
                  {DOCUMENT_KIND_NAMES[kind].plural}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.month}>
                <th scope="row">{entry.label}</th>
                <td>{formatNumber(entry.count)}</td>
                {DOCUMENT_KINDS.map((kind) => (
                  <td key={kind}>{formatNumber(entry.byKind[kind])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

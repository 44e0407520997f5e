import { type Dashboard, DOCUMENT_KIND_NAMES, DOCUMENT_KINDS } from "@app/domain";
import { formatNumber } from "@app/i18n";
import { m } from "@app/i18n/messages";

/**
 * The caller's documents per form (decision 034): Gewerbeanmeldungen, -ummeldungen, -abmeldungen by
 * status. The forms' names are German in both languages.
 */
export function DocumentsByKind({ counts }: { counts: Dashboard["myDocumentsByKind"] }) {
  return (
    <table className="w-full text-sm" data-testid="documents-by-kind">
      <caption className="text-muted-foreground mb-1 text-left">{m.gwl_dashboard_by_form()}</caption>
      <thead>
        <tr className="text-muted-foreground border-b text-left">
          <th scope="col" className="py-1 font-normal">
            {m.gwl_dashboard_form()}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {m.dashboard_status_entwurf()}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {m.dashboard_status_vollstaendig()}
          </th>
        </tr>
      </thead>
      <tbody>
        {DOCUMENT_KINDS.map((kind) => (
          <tr key={kind} className="border-b last:border-b-0">
            <th scope="row" className="py-1 text-left font-medium" lang="de">
              {DOCUMENT_KIND_NAMES[kind].plural}
            </th>
            <td className="py-1 text-right tabular-nums">{formatNumber(counts[kind].entwurf)}</td>
            <td className="py-1 text-right tabular-nums">{formatNumber(counts[kind].vollstaendig)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

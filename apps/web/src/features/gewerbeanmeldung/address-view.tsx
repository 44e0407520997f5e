import type { StoredAddress } from "@app/domain";
import { m } from "@app/i18n/messages";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { APP_LANG } from "./official-text";

/**
 * A stored address as labelled values; the heading names it for screen readers too (region). Heading and
 * labels are the official German ones (lang="de").
 */
export function AddressView({ title, address }: { title: string; address: StoredAddress }) {
  const headingId = `address-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  const rows: [string, ReactNode][] = [
    ["Straße", address.strasse],
    ["Hausnummer", address.hausnummer],
    ["Adresszusatz", address.adresszusatz || <NotGiven />],
    ["PLZ", address.postleitzahl],
    ["Ort", address.ort],
    ["Bundesland", address.bundesland.name],
    ["Land", address.land.name],
  ];
  return (
    <Card role="region" aria-labelledby={headingId} lang="de">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="col-span-2 grid grid-cols-subgrid">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** A dash on screen, words for a screen reader. */
function NotGiven() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only" lang={APP_LANG}>
        {m.gewa_not_given()}
      </span>
    </>
  );
}

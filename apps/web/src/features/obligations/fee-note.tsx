import { formatList, intlTag } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { DocumentObligations } from "./api";

type Fee = DocumentObligations["fee"];
type Amount = NonNullable<Fee["example"]>["amounts"][number];

const euro = new Intl.NumberFormat(intlTag(), { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const amountText = ({ min, max }: Amount) =>
  min === max ? euro.format(min) : `${euro.format(min)}–${euro.format(max)}`;
const withFiler = (amount: Amount) =>
  amount.filer === "natuerliche_person"
    ? m.obligations_fee_natural({ amount: amountText(amount) })
    : amount.filer === "juristische_person"
      ? m.obligations_fee_legal({ amount: amountText(amount) })
      : amountText(amount);

/**
 * The Gewerbeamt's fee is not guessed: it depends on the municipality. Where a municipality's page gave
 * an example, it is shown with where and when it was read; otherwise the reader asks the Gewerbeamt.
 */
export function FeeNote({ fee }: { fee: Fee }) {
  const { example, municipality } = fee;
  return (
    <div className="grid gap-1 text-sm" data-testid="obligations-fee">
      <h3 className="font-medium">{m.obligations_fee_heading()}</h3>
      <p className="text-muted-foreground">{m.obligations_fee_depends()}</p>
      <p>
        {example
          ? m.obligations_fee_example({
              municipality: example.municipality,
              amounts: formatList(example.amounts.map(withFiler)),
              retrieved: example.source.retrieved,
            })
          : municipality
            ? m.obligations_fee_ask({ municipality })
            : m.obligations_fee_ask_unknown()}
      </p>
    </div>
  );
}

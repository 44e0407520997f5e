import { GEWERBEANMELDUNG_FORM, labelIn, type PersonPrefix, personPath } from "@app/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { describe, expect, it } from "vitest";
import { DraftContext, type DraftContextValue } from "@/features/gewerbeanmeldung/draft-context";
import { TextInput } from "@/features/gewerbeanmeldung/draft-inputs";
import { type DraftValues, setPath } from "@/features/gewerbeanmeldung/draft-values";

/** The inputs with the draft held as the wizard holds it (no messages, every field applies). */
function Harness({ initial, children }: { initial: DraftValues; children: ReactNode }) {
  const [values, setValues] = useState(initial);
  const draft: DraftContextValue = {
    kind: "gewerbeanmeldung",
    form: GEWERBEANMELDUNG_FORM,
    anmeldungId: null,
    values,
    set: (path, value) => setValues((v) => setPath(v, path, value)),
    update: (change) => setValues(change),
    message: () => undefined,
    warning: () => undefined,
    touch: () => {},
    applies: () => "required",
    label: (path) => labelIn(GEWERBEANMELDUNG_FORM, path),
  };
  return (
    <DraftContext.Provider value={draft}>
      {children}
      <output data-testid="values">{JSON.stringify(values)}</output>
    </DraftContext.Provider>
  );
}

const stored = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}");

describe("the wizard's inputs, addressed by typed paths", () => {
  it("show the registry's label and edit the value at their path, also a further person's", async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={{ register_2: { gericht: "Berl" } }}>
        <TextInput path="register_2.gericht" />
        <TextInput path={personPath("weitere_personen.0.", "aufenthaltstitel_30.behoerde")} />
      </Harness>,
    );
    const gericht = screen.getByLabelText<HTMLInputElement>("Registergericht");
    expect(gericht.value).toBe("Berl");
    expect(gericht.id).toBe("feld-register_2-gericht");
    await user.type(gericht, "in");
    await user.type(screen.getByLabelText("Erteilende Behörde"), "LEA");
    expect(stored()).toEqual({
      register_2: { gericht: "Berlin" },
      weitere_personen: [{ aufenthaltstitel_30: { behoerde: "LEA" } }],
    });
  });

  it("refuse a mistyped path when compiling (npm run typecheck covers this file)", () => {
    // Each line below fails `tsc -p apps/web/tsconfig.json` without its @ts-expect-error (TS2820, TS2345, TS2322);
    // if a line stopped failing, the unused @ts-expect-error would fail the typecheck instead.
    // @ts-expect-error "gerict" is no part of field 2
    const typo = <TextInput path="register_2.gerict" />;
    // @ts-expect-error field 2 has no number suffix 3
    const wrongNumber = <TextInput path="register_3.gericht" />;
    // @ts-expect-error a person's field has no "behorde"
    const personTypo = personPath("", "aufenthaltstitel_30.behorde");
    // @ts-expect-error the further persons are "weitere_personen"
    const prefix: PersonPrefix = "weitere_person.0.";
    // At run time nothing stops them: the typo renders, labelled with field 2's name, and edits a path no one reads.
    render(
      <Harness initial={{}}>
        {typo}
        {wrongNumber}
      </Harness>,
    );
    expect(screen.getByLabelText("Ort und Nummer des Registereintrags").id).toBe("feld-register_2-gerict");
    expect(`${prefix}${personTypo}`).toBe("weitere_person.0.aufenthaltstitel_30.behorde");
  });
});

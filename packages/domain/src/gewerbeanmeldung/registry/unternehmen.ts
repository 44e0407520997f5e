import {
  optionalBusinessName,
  optionalChoice,
  optionalGroup,
  optionalPattern,
  optionalStadt,
  optionalText,
  optionalYesNo,
} from "../field-schemas";
import { TEXT_MAX } from "../limits";
import { gewerbeMessages } from "../messages";
import { optionName } from "../options";
import { RECHTSFORMEN, REGISTERARTEN, rechtsformInfo } from "../rechtsform";
import { type FieldEntry, type PartEntry, partSchemas } from "./entry";
import { printText } from "./print";

/** Berlin's register numbers carry a suffix ("HRB 12345 B"); the type (HRB) is chosen separately. */
const REGISTERNUMMER = /^\d{1,7}(?: ?[A-Za-z]{1,3})?$/;

const registerParts = {
  gericht: {
    kurz: "Registergericht",
    needed: "always",
    schema: (kurz) => optionalText(kurz, "business", { max: TEXT_MAX }),
  },
  art: { kurz: "Registerart", needed: "always", schema: (kurz) => optionalChoice(kurz, REGISTERARTEN) },
  nummer: {
    kurz: "Registernummer",
    needed: { unless: "beantragt" },
    schema: (kurz) => optionalPattern(kurz, REGISTERNUMMER, gewerbeMessages.registernummer, 12),
  },
  /** Registration applied for, no number yet (e.g. a GmbH in formation). */
  beantragt: {
    kurz: "Eintragung beantragt",
    label: "Eintragung beantragt, noch keine Registernummer",
    schema: optionalYesNo,
  },
} satisfies Record<string, PartEntry>;

type Register = { gericht?: string; art?: string; nummer?: string; beantragt?: boolean };

/** Step "Unternehmen": the Rechtsform (which decides who files) and the register, fields 1–3. */
export const unternehmen = {
  rechtsform: {
    nr: null,
    label: "Rechtsform",
    kurz: "Rechtsform",
    step: "unternehmen",
    scope: "document",
    schema: (kurz) => optionalChoice(kurz, RECHTSFORMEN),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: (code: string | undefined) => printText(rechtsformInfo(code)?.name) },
  },
  name_1: {
    nr: 1,
    label: "Im Register eingetragener Name mit Rechtsform (bei GbR: Angaben zu den weiteren Gesellschaftern)",
    kurz: "Name im Register",
    step: "unternehmen",
    scope: "document",
    schema: optionalBusinessName,
    // GbR: field 1 names the further partners, which a GbR may give without being registered.
    appliesWhen: ({ rechtsform: rf }) =>
      !rf
        ? "undecided"
        : rf.register === "pflicht"
          ? "required"
          : rf.register === "optional" || rf.code === "gbr"
            ? "optional"
            : "excluded",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
  register_2: {
    nr: 2,
    label: "Ort und Nummer des Registereintrags",
    kurz: "Registereintrag",
    step: "unternehmen",
    scope: "document",
    parts: registerParts,
    schema: (kurz) =>
      optionalGroup(partSchemas(registerParts, kurz)).superRefine((value, ctx) => {
        // A German register court is named by its town: the Stadt rule. Foreign registers are free text.
        if (value?.gericht && value.art !== "AUSLAND") {
          const result = optionalStadt(registerParts.gericht.kurz).safeParse(value.gericht);
          if (!result.success) {
            for (const issue of result.error.issues)
              ctx.addIssue({ code: "custom", message: issue.message, path: ["gericht"] });
          }
        }
      }),
    appliesWhen: ({ rechtsform: rf }) =>
      !rf ? "undecided" : rf.register === "pflicht" ? "required" : rf.register === "optional" ? "optional" : "excluded",
    required: {
      ask: "erforderlich",
      check: (register: Register | undefined, { rechtsform }) => {
        const allowed: readonly string[] | undefined = rechtsform?.registerarten;
        return register?.art && allowed?.length && !allowed.includes(register.art)
          ? [{ part: "art", message: gewerbeMessages.registerartPasstNicht(allowed.join(", ")) }]
          : [];
      },
    },
    pdf: {
      box: true,
      print: (register: Register | undefined) => ({
        lines: register
          ? [
              register.gericht && `${registerParts.gericht.kurz}: ${register.gericht}`,
              register.art && `${registerParts.art.kurz}: ${optionName(REGISTERARTEN, register.art)} (${register.art})`,
              register.nummer
                ? `${registerParts.nummer.kurz}: ${register.nummer}`
                : register.beantragt
                  ? registerParts.beantragt.kurz
                  : undefined,
            ].filter((line): line is string => Boolean(line))
          : [],
      }),
    },
  },
  geschaeftsbezeichnung_3: {
    nr: 3,
    label: "Geschäftsbezeichnung",
    kurz: "Geschäftsbezeichnung",
    step: "unternehmen",
    scope: "document",
    schema: optionalBusinessName,
    appliesWhen: () => "optional",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
} satisfies Record<string, FieldEntry>;

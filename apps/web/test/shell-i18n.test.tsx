import { m } from "@app/i18n/messages";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

/** The shell's texts that have a German behaviour of their own: word order around elements, plurals, years. */
describe("shell texts", () => {
  it("put elements where each language's word order wants them", () => {
    const inputs = { inviter: "Ada", organization: "Acme" };
    const markup = {
      inviter: ({ children }: { children?: ReactNode }) => <strong>{children}</strong>,
      organization: ({ children }: { children?: ReactNode }) => <strong>{children}</strong>,
    };
    const english = render(
      <p>
        <ParaglideMessage message={m.invite_invited} inputs={inputs} markup={markup} />
      </p>,
    );
    expect(english.container.innerHTML).toBe("<p><strong>Ada</strong> invited you to join <strong>Acme</strong>.</p>");
    english.unmount();

    const german = render(
      <p>
        <ParaglideMessage message={m.invite_invited} inputs={inputs} markup={markup} options={{ locale: "de" }} />
      </p>,
    );
    expect(german.container.innerHTML).toBe(
      "<p><strong>Ada</strong> hat Sie eingeladen, <strong>Acme</strong> beizutreten.</p>",
    );
  });

  it("keep the text around a single element, and the text alone without one", () => {
    const { container } = render(
      <p>
        <ParaglideMessage
          message={m.ui_signed_in_as}
          inputs={{ email: "a@example.com" }}
          markup={{ email: ({ children }) => <b>{children}</b> }}
        />
      </p>,
    );
    expect(container.textContent).toBe("Signed in as a@example.com");
    expect(container.querySelector("b")?.textContent).toBe("a@example.com");
    // Called as a function, the message is its plain text.
    expect(m.ui_signed_in_as({ email: "a@example.com" })).toBe("Signed in as a@example.com");
  });

  it("count the password's minimum length in both languages", () => {
    expect(m.reset_min_length({ count: 8 })).toBe("At least 8 characters.");
    expect(m.reset_min_length({ count: 1 })).toBe("At least 1 character.");
    expect(m.reset_min_length({ count: 8 }, { locale: "de" })).toBe("Mindestens 8 Zeichen.");
    expect(m.reset_min_length({ count: 1 }, { locale: "de" })).toBe("Mindestens 1 Zeichen.");
  });

  it("write the copyright year as a year, not a grouped number", () => {
    expect(m.layout_copyright({ year: "2026", app: "Web App Starter" }, { locale: "de" })).toBe(
      "© 2026 Web App Starter. Alle Rechte vorbehalten.",
    );
    expect(m.layout_copyright({ year: "2026", app: "Web App Starter" })).toBe(
      "© 2026 Web App Starter. All rights reserved.",
    );
  });
});

import { m } from "@app/i18n/messages";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageSection } from "@/features/account/language-section";
import { expiryLabel, scopeLabel } from "@/features/api-keys/messages";

const { switchLanguage } = vi.hoisted(() => ({ switchLanguage: vi.fn(async () => {}) }));
// Choosing stores the language on the account and reloads the page: only the call is checked here.
vi.mock("@/components/language-switch", () => ({ switchLanguage }));
// The page is English (each language is its own build).
vi.mock("@/lib/language", () => ({ pageLanguage: "en" }));

describe("the account page's Language section", () => {
  beforeEach(() => switchLanguage.mockClear());

  it("is a labelled section with the page's language chosen and nothing to save", () => {
    render(<LanguageSection storedLanguage="en" />);
    const region = screen.getByRole("region", { name: "Language" });
    expect(region.textContent).toContain("Used for the interface and the emails we send you.");
    const select = screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    expect(select.value).toBe("en");
    expect([...select.options].map((option) => [option.textContent, option.lang])).toEqual([
      ["English", "en"],
      ["Deutsch", "de"],
    ]);
    expect(screen.getByRole("button", { name: "Save language" }).hasAttribute("disabled")).toBe(true);
  });

  it("saves another language on the account through the language switch", async () => {
    const user = userEvent.setup();
    render(<LanguageSection storedLanguage="en" />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "de");
    await user.click(screen.getByRole("button", { name: "Save language" }));
    expect(switchLanguage).toHaveBeenCalledWith("de", true);
  });

  it("stores the page's language on an account that has none yet", async () => {
    const user = userEvent.setup();
    render(<LanguageSection storedLanguage={null} />);
    await user.click(screen.getByRole("button", { name: "Save language" }));
    expect(switchLanguage).toHaveBeenCalledWith("en", true);
  });
});

describe("the account area in German", () => {
  it("counts the other sessions with the right plural", () => {
    expect(m.sessions_sign_out_others_question({ count: 1 })).toBe(
      "1 other session will be signed out. This device stays signed in.",
    );
    expect(m.sessions_sign_out_others_question({ count: 3 })).toBe(
      "3 other sessions will be signed out. This device stays signed in.",
    );
    expect(m.sessions_sign_out_others_question({ count: 1 }, { locale: "de" })).toBe(
      "1 andere Sitzung wird abgemeldet. Dieses Gerät bleibt angemeldet.",
    );
    expect(m.sessions_sign_out_others_question({ count: 3 }, { locale: "de" })).toBe(
      "3 andere Sitzungen werden abgemeldet. Dieses Gerät bleibt angemeldet.",
    );
  });

  it("names the organizations deleted with the account in the singular or the plural", () => {
    expect(m.danger_deleted_organizations({ count: 1 }, { locale: "de" })).toBe(
      "Diese Organisation hat keine weiteren Mitglieder und wird mit Ihrem Konto gelöscht:",
    );
    expect(m.danger_deleted_organizations({ count: 2 }, { locale: "de" })).toBe(
      "Diese Organisationen haben keine weiteren Mitglieder und werden mit Ihrem Konto gelöscht:",
    );
    expect(m.danger_blocking({ count: 2, names: "A, B" })).toBe(
      "You are the only owner of A, B, which other people belong to. Make someone else an owner or delete them first.",
    );
  });

  it("keeps the API key form's English options and says days in German", () => {
    expect(["30", "90", "365", "none"].map((option) => expiryLabel(option as "30"))).toEqual([
      "30 days",
      "90 days",
      "365 days",
      "No expiry",
    ]);
    expect([scopeLabel("read"), scopeLabel("write")]).toEqual(["Read", "Read and write"]);
    expect(m.apikey_expiry_days({ count: 1 }, { locale: "de" })).toBe("1 Tag");
    expect(m.apikey_expiry_days({ count: 30 }, { locale: "de" })).toBe("30 Tage");
    expect(m.sessions_browser_on_system({ browser: "Chrome", system: "Linux" }, { locale: "de" })).toBe(
      "Chrome unter Linux",
    );
  });

  it("puts an element where the German sentence has it, not where the English one does", () => {
    const { container } = render(
      <p>
        <ParaglideMessage
          message={m.account_email_description}
          inputs={{ email: "ada@example.com" }}
          markup={{ email: ({ children }) => <strong>{children}</strong> }}
          options={{ locale: "de" }}
        />
      </p>,
    );
    expect(container.textContent).toBe(
      "Sie melden sich mit ada@example.com an. Eine neue Adresse gilt, sobald Sie den Link öffnen, den wir an diese Adresse senden.",
    );
    expect(container.querySelector("strong")?.textContent).toBe("ada@example.com");
  });
});

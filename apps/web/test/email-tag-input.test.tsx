import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { EmailTagInput } from "@/features/organizations/email-tag-input";

/** The input with its state held as the invite form holds it. */
function Harness() {
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  return (
    <>
      <label htmlFor="emails">Email addresses</label>
      <EmailTagInput
        id="emails"
        emails={emails}
        onEmailsChange={setEmails}
        draft={draft}
        onDraftChange={setDraft}
        error={error}
        onErrorChange={setError}
      />
    </>
  );
}

const tags = () => screen.queryAllByTestId("email-tag").map((tag) => tag.textContent);

describe("EmailTagInput", () => {
  it("turns text into tags on a comma and on Enter, and Backspace in the empty field removes the last", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Email addresses");

    await user.type(input, "one@e2e.test,two@e2e.test{Enter}");
    expect(tags()).toEqual(["one@e2e.test", "two@e2e.test"]);
    expect(input).toHaveProperty("value", "");

    await user.type(input, "{Backspace}");
    expect(tags()).toEqual(["one@e2e.test"]);
  });

  it("keeps an invalid address in the field, says why, and clears the message once the text changes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Email addresses");

    await user.type(input, "not-an-email{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("Not a valid email address: not-an-email");
    expect(input).toHaveProperty("value", "not-an-email");
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.type(input, "x");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("turns a pasted list into tags at once and removes a tag with its button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText("Email addresses"));
    await user.paste("three@e2e.test\nfour@e2e.test; five@e2e.test");
    expect(tags()).toEqual(["three@e2e.test", "four@e2e.test", "five@e2e.test"]);

    await user.click(screen.getByRole("button", { name: "Remove four@e2e.test" }));
    expect(tags()).toEqual(["three@e2e.test", "five@e2e.test"]);
  });
});

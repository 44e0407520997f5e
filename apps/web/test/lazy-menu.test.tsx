import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { LazyMenu } from "@/components/lazy-menu";

function Menu() {
  return (
    <LazyMenu
      trigger={<button type="button">Open</button>}
      content={(ui) => (
        <ui.DropdownMenuContent>
          <ui.DropdownMenuItem>Item</ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    />
  );
}

/** Radix's trigger, once the menu's code is there (it says whether the menu is open). */
const radixTrigger = () =>
  waitFor(
    () => {
      const trigger = document.querySelector<HTMLButtonElement>("button[data-state]");
      expect(trigger).not.toBeNull();
      return trigger as HTMLButtonElement;
    },
    { timeout: 10_000 },
  );

// The menu's code loads on first use (decision 022); a press must open it whatever moment the code arrives.
describe("a menu whose code loads on first use", () => {
  it("opens when the pointer went down before the code arrived and came up after", async () => {
    render(<Menu />);
    const before = screen.getByRole("button", { name: "Open" });
    fireEvent.pointerEnter(before);
    fireEvent.pointerDown(before, { button: 0 });
    // The rest of the press lands on Radix's trigger, which opens on pointer down only.
    fireEvent.click(await radixTrigger());
    expect(await screen.findByText("Item", undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it("opens on a click (or Enter) made before the code arrived", async () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Item", undefined, { timeout: 10_000 })).toBeTruthy();
  });
});

import { act, render, screen } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { LazyToaster } from "@/components/lazy-toaster";
import { ThemeProvider } from "@/lib/theme";
import { toast } from "@/lib/toast";

// sonner and the Toaster load on their own chunks (decision 022); what is fired before they are there
// must still reach the screen.
describe("toasts with sonner loaded lazily", () => {
  it("shows a toast fired before the toast area was mounted, once it is", async () => {
    toast.error("Error: fired before the toaster");
    // Let the toast reach sonner before the Toaster subscribes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    render(
      <ThemeProvider>
        <LazyToaster />
      </ThemeProvider>,
    );

    expect(await screen.findByText("Error: fired before the toaster")).toBeTruthy();
    // The SPEC's toast area with rich colours.
    const shown = document.querySelector("[data-sonner-toast]");
    expect(shown?.getAttribute("data-rich-colors")).toBe("true");
    expect(shown?.getAttribute("data-type")).toBe("error");
  });

  it("shows a toast fired after the toast area is there", async () => {
    render(
      <ThemeProvider>
        <LazyToaster />
      </ThemeProvider>,
    );
    expect(await screen.findByRole("region", { name: /Notifications/ })).toBeTruthy();
    toast.success("Sign in successful");
    expect(await screen.findByText("Sign in successful")).toBeTruthy();
  });
});

import "@/lib/zod-config";
import "./styles.css";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { followSessionSignal } from "@/lib/session";
import { createRouter } from "./router";

/**
 * Lets the browser answer a tap or a key between the start's steps, each then a task of its own:
 * evaluating the modules, building the router's route tree, hydrating. As one task they kept a
 * phone's main thread busy for a few hundred milliseconds at a time (bench/README.md, "Hydration").
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await yieldToBrowser();
  const router = createRouter();
  followSessionSignal(router.options.context.queryClient);
  await yieldToBrowser();
  // Every page the server sends was rendered at build time (scripts/prerender.mjs): a public page, or
  // the shell with the pending view. React hydrates it; the router picks up its state from the page.
  // As a transition, React hydrates in slices and lets the browser answer in between, instead of
  // blocking the page for one long task (bench/README.md, "Lighthouse").
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

void start();

import "@/lib/zod-config";
import "./styles.css";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { followSessionSignal } from "@/lib/session";
import { createRouter } from "./router";

const router = createRouter();
followSessionSignal(router.options.context.queryClient);

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

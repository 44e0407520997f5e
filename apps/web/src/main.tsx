import "@/lib/zod-config";
import "./styles.css";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { followSessionSignal } from "@/lib/session";
import { createRouter } from "./router";

const router = createRouter();
followSessionSignal(router.options.context.queryClient);

// The build rendered the page's routes without a visitor. Once hydrated, their guards run again with
// the visitor's session: a signed-in visitor of /login goes on as before.
const stopFollowing = router.subscribe("onRendered", () => {
  stopFollowing();
  void router.invalidate({ filter: (match) => match.ssr === true });
});

// Every page the server sends was rendered at build time (scripts/prerender.mjs): a public page, or
// the shell with the pending view. React hydrates it; the router picks up its state from the page.
hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);

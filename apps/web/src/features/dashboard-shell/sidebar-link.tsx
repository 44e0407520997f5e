import { useRouter } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/**
 * An anchor that navigates inside the app. It takes a plain href because some sidebar targets are not in the
 * typed route tree yet; a plain <a> would reload the whole page.
 */
export function SidebarLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks keep the browser's behaviour (new tab, new window, download).
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...props}
    />
  );
}

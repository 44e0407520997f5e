import { m } from "@app/i18n/messages";
import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
// Upstream reads the theme from next-themes; this app keeps its theme in lib/theme (a Vite SPA).
import { useTheme } from "@/lib/theme";

const Toaster = ({ ...props }: ToasterProps) => {
  const { theme } = useTheme();

  return (
    <Sonner
      theme={theme as ToasterProps["theme"]}
      className="toaster group"
      containerAriaLabel={m.ui_notifications()}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
      toastOptions={{ closeButtonAriaLabel: m.ui_close_notification(), ...props.toastOptions }}
    />
  );
};

export { Toaster };

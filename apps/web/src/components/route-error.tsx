import { m } from "@app/i18n/messages";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";

export function RouteError({ error }: ErrorComponentProps) {
  const [showError, setShowError] = useState(false);
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{m.ui_error_title()}</h1>
      <Button variant="outline" size="sm" onClick={() => setShowError((v) => !v)}>
        {showError ? m.ui_hide_error() : m.ui_show_error()}
      </Button>
      {showError ? (
        <pre className="bg-muted text-destructive max-w-full overflow-auto rounded-md p-4 text-left text-xs">
          {errorMessage(error)}
        </pre>
      ) : null}
    </div>
  );
}

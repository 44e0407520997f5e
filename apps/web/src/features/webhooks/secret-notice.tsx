import { m } from "@app/i18n/messages";
import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A new signing secret (after adding an endpoint or rotating its secret), shown this once. */
export function SecretNotice({
  secret,
  url,
  rotated,
  onDone,
}: {
  secret: string;
  url: string;
  rotated: boolean;
  onDone: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(m.webhooks_secret_copied());
    } catch {
      toast.error(m.webhooks_secret_copy_failed());
    }
  };
  return (
    <div className="bg-muted/50 grid gap-2 rounded-md border p-3" role="status">
      <Label htmlFor="webhook-new-secret">{m.webhooks_secret_new()}</Label>
      <p className="text-muted-foreground text-sm break-all">{url}</p>
      <p className="text-sm">{m.webhooks_secret_shown_once()}</p>
      {rotated ? <p className="text-muted-foreground text-sm">{m.webhooks_secret_rotated_note()}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Input
          id="webhook-new-secret"
          readOnly
          value={secret}
          className="min-w-0 flex-1 basis-64 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={copy}>
          <Copy aria-hidden /> {m.webhooks_secret_copy()}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {m.webhooks_secret_done()}
        </Button>
      </div>
    </div>
  );
}

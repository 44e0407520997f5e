import { m } from "@app/i18n/messages";
import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The new key, shown this once, with a copy button. */
export function NewKeyNotice({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast.success(m.apikey_copied());
    } catch {
      toast.error(m.apikey_copy_failed());
    }
  };
  return (
    <div className="bg-muted/50 grid gap-2 rounded-md border p-3" role="status">
      <Label htmlFor="new-api-key">{m.apikey_new_key()}</Label>
      <p className="text-muted-foreground text-sm">{m.apikey_shown_once()}</p>
      <div className="flex flex-wrap gap-2">
        <Input
          id="new-api-key"
          readOnly
          value={apiKey}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={copy}>
          <Copy aria-hidden /> {m.apikey_copy()}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {m.account_done()}
        </Button>
      </div>
    </div>
  );
}

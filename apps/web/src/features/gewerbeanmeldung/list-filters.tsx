import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, type DocumentStatus, SEARCH_MAX } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Search } from "lucide-react";
import { useState } from "react";
import { useDebouncedCallback } from "use-debounce";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { ListFilter } from "./api";

/** Search (name, Ort, Tätigkeit) and status filter; the server does both. */
export function ListFilters({ filter, onChange }: { filter: ListFilter; onChange: (filter: ListFilter) => void }) {
  const [text, setText] = useState(filter.query ?? "");
  const search = useDebouncedCallback((query: string) => onChange({ ...filter, query }), 300);
  return (
    <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="document-search">{m.gewa_search()}</Label>
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id="document-search"
            type="search"
            className="pl-9"
            placeholder={m.gewa_search_placeholder()}
            maxLength={SEARCH_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              search(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") search.flush();
            }}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="document-status">{m.gewa_status()}</Label>
        <NativeSelect
          id="document-status"
          value={filter.status ?? ""}
          onChange={(event) =>
            onChange({ ...filter, status: (event.target.value || undefined) as DocumentStatus | undefined })
          }
        >
          <NativeSelectOption value="">{m.gewa_status_all()}</NativeSelectOption>
          {DOCUMENT_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status} lang="de">
              {DOCUMENT_STATUS_LABELS[status]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}

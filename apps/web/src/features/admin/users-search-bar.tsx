import type { UserSearchField } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Search } from "lucide-react";
import { useState } from "react";
import { useDebouncedCallback } from "use-debounce";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SEARCH_DEBOUNCE_MS } from "./messages";

interface UsersSearchBarProps {
  search: string;
  field: UserSearchField;
  onChange: (next: { search: string; field: UserSearchField }) => void;
}

const fieldLabels: Record<UserSearchField, () => string> = {
  email: m.admin_search_field_email,
  name: m.admin_search_field_name,
};
const placeholders: Record<UserSearchField, () => string> = {
  email: m.admin_search_placeholder_email,
  name: m.admin_search_placeholder_name,
};

/**
 * Search text (sent 500 ms after typing stops, or at once on Enter) and the field it searches. Not a
 * react-hook-form form: a search box with no rule to check, whose state is the address it writes.
 */
export function UsersSearchBar({ search, field, onChange }: UsersSearchBarProps) {
  const [text, setText] = useState(search);
  const debounced = useDebouncedCallback((value: string) => onChange({ search: value, field }), SEARCH_DEBOUNCE_MS);

  return (
    <search className="w-full sm:w-auto">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          debounced.flush();
        }}
      >
        <Select
          value={field}
          onValueChange={(value) => {
            // The typed text goes along at once: it is what the new field is searched for.
            debounced.cancel();
            onChange({ search: text, field: value as UserSearchField });
          }}
        >
          <SelectTrigger className="w-28 shrink-0" aria-label={m.admin_search_field()}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(fieldLabels).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label()}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="relative min-w-0 flex-1 sm:w-64 sm:flex-none">
          <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
          <Input
            type="search"
            aria-label={m.admin_search_users()}
            placeholder={placeholders[field]()}
            // Chromium's own clear button ignores the theme; deleting the text does the same.
            className="pl-8 [&::-webkit-search-cancel-button]:hidden"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              debounced(event.target.value);
            }}
          />
        </div>
      </form>
    </search>
  );
}

import type { PlzPlace } from "@app/domain";
import { m } from "@app/i18n/messages";
import { type ComponentProps, type KeyboardEvent, useId, useState } from "react";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { cn } from "@/lib/utils";
import { usePlzLookup } from "./api";
import { APP_LANG } from "./official-text";

interface PlzComboboxProps extends Omit<ComponentProps<typeof Input>, "onChange" | "value" | "id"> {
  id: string;
  label?: string;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggested place was chosen: fill Ort and Bundesland. */
  onPick: (place: PlzPlace) => void;
}

/**
 * The PLZ input with the places of a complete five-digit code listed under it (ARIA 1.2 combobox with
 * a listbox). It only suggests: typing on ignores the list, and Ort stays free to type. A code that
 * crosses a Land border lists each Land's places.
 */
export function PlzCombobox({
  id,
  label = "PLZ",
  error,
  value,
  onValueChange,
  onPick,
  onBlur,
  onFocus,
  onKeyDown,
  ...inputProps
}: PlzComboboxProps) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState<string | undefined>();
  const [active, setActive] = useState(-1);
  const plz = value.trim();
  const lookup = usePlzLookup(plz);
  const places = lookup.data?.plz === plz ? lookup.data.orte : [];
  const open = focused && places.length > 0 && dismissed !== plz;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (place: PlzPlace) => {
    onPick(place);
    setDismissed(plz);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "ArrowDown" && places.length) {
      event.preventDefault();
      setDismissed(undefined);
      setActive((i) => (open ? (i + 1) % places.length : 0));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setDismissed(plz);
      setActive(-1);
    }
  };

  return (
    <Field data-invalid={Boolean(error)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <Input
          {...fieldAria(id, error)}
          {...inputProps}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setActive(-1);
            setDismissed(undefined);
          }}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            setActive(-1);
            onBlur?.(event);
          }}
          onKeyDown={handleKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={m.gewa_plz_places({ plz })}
          // The list's name is the app's (page language); the places are German names.
          lang={APP_LANG}
          hidden={!open}
          className="bg-popover text-popover-foreground absolute top-full left-0 z-20 mt-1 max-h-60 w-max max-w-[min(22rem,80vw)] min-w-full overflow-auto rounded-md border p-1 shadow-md"
        >
          {open
            ? places.map((place, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                <div
                  key={`${place.ort}-${place.bundesland.kuerzel}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  lang="de"
                  tabIndex={-1}
                  // Keep the focus in the input while the mouse picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(place)}
                  className={cn(
                    "flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-2 py-1.5 text-sm",
                    index === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
                  )}
                >
                  <span>{place.ort}</span>
                  <span className="text-muted-foreground text-xs">{place.bundesland.name}</span>
                </div>
              ))
            : null}
        </div>
      </div>
      <FieldError id={errorId(id)}>{error}</FieldError>
    </Field>
  );
}

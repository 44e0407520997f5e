import { cloneElement, type ReactElement, type ReactNode, useEffect, useRef, useState } from "react";

type MenuUi = typeof import("@/components/ui/dropdown-menu");

let menuUi: Promise<MenuUi> | undefined;
const loadMenuUi = () => {
  menuUi ??= import("@/components/ui/dropdown-menu");
  return menuUi;
};

interface TriggerProps {
  onClick?: () => void;
  onPointerDown?: (event: { button: number; ctrlKey: boolean }) => void;
  onPointerEnter?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
}

interface LazyMenuProps {
  /** The button that opens the menu; shown at once, before the menu's code has loaded. */
  trigger: ReactElement<TriggerProps>;
  /** The menu's content (a DropdownMenuContent), built from the loaded dropdown-menu module. */
  content: (ui: MenuUi) => ReactNode;
}

/**
 * A Radix dropdown menu whose code (Radix menu, Floating UI: ~20 KB gzip) is not part of the first page
 * (decision 022). The trigger renders at once; pointing at it or focusing it loads the menu, and a
 * press before then opens it as soon as it has loaded. Focus stays on the trigger across the swap.
 */
export function LazyMenu({ trigger, content }: LazyMenuProps) {
  const [ui, setUi] = useState<MenuUi | null>(null);
  const [open, setOpen] = useState(false);
  const placeholder = useRef<HTMLElement | null>(null);
  const loaded = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);

  const load = (openWhenLoaded: boolean) => {
    void loadMenuUi().then((module) => {
      hadFocus.current ||= placeholder.current?.contains(document.activeElement) ?? false;
      setUi(() => module);
      if (openWhenLoaded) setOpen(true);
    });
  };

  useEffect(() => {
    if (ui && hadFocus.current) {
      hadFocus.current = false;
      loaded.current?.focus();
    }
  }, [ui]);

  if (!ui) {
    return (
      <span ref={placeholder} className="contents" onFocusCapture={() => load(false)}>
        {cloneElement(trigger, {
          // What Radix's trigger says of itself, so the button reads the same before and after.
          "aria-haspopup": "menu",
          "aria-expanded": false,
          onPointerEnter: () => load(false),
          // Radix's trigger opens on pointer down, not on click: a press whose pointer went down here
          // and came up after the swap (the menu loaded in between) must still open it. Keyboard
          // activation arrives as a click.
          onPointerDown: (event) => {
            if (event.button === 0 && !event.ctrlKey) load(true);
          },
          onClick: () => load(true),
        })}
      </span>
    );
  }
  const { DropdownMenu, DropdownMenuTrigger } = ui;
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild ref={loaded}>
        {trigger}
      </DropdownMenuTrigger>
      {content(ui)}
    </DropdownMenu>
  );
}

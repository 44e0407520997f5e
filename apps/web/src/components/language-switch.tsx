import { LANGUAGE_FORM_PATH } from "@app/domain";
import { LOCALE_NAMES, type Locale, locales } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { useLocation } from "@tanstack/react-router";
import { CheckIcon, Languages } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/error-message";
import { chooseLanguage, pageLanguage } from "@/lib/language";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";

/**
 * Chooses the language: stored on the account when `store` (lib/language.ts), in this browser either
 * way. Components decide `store` with useStoresLanguage.
 */
export async function switchLanguage(language: string, store: boolean) {
  try {
    await chooseLanguage(language as Locale, store);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/**
 * Whether a choice here is stored on the account: signed in, and not while an admin impersonates
 * someone (the stored language is that person's, and their mails follow it).
 */
export function useStoresLanguage(): boolean {
  const { data: session } = useSession();
  return Boolean(session) && !session?.session.impersonatedBy;
}

/** The languages as radio items, for the account menus (the public header's, the dashboard's). */
export function LanguageRadioItems() {
  const store = useStoresLanguage();
  return (
    <DropdownMenuRadioGroup value={pageLanguage} onValueChange={(value) => void switchLanguage(value, store)}>
      {locales.map((locale) => (
        <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/**
 * The header's language menu, beside the theme menu: HTML that works before the page's scripts have run
 * (and without them). The button opens a native popover; each language is a button of a plain form the
 * server answers (POST /api/language: the `locale` cookie, the account's language when signed in as
 * oneself, then back to this page in that language). Each language is its own build, so choosing one
 * loads the page again either way.
 */
export function LanguageSwitch() {
  const menu = useId();
  const here = useLocation({ select: (location) => location.href });
  return (
    <>
      <Button variant="ghost" size="icon" popoverTarget={menu} className="[anchor-name:--language-switch]">
        <Languages className="size-[1.2rem]" />
        <span className="sr-only">{m.language_choose()}</span>
      </Button>
      <div
        id={menu}
        popover="auto"
        className={cn(
          "bg-popover text-popover-foreground m-0 min-w-[8rem] rounded-md border p-1 shadow-md",
          // Below the button, right-aligned, as the other header menus open; where anchor positioning is
          // missing, below the header at the right.
          "fixed inset-auto mt-1 [position-anchor:--language-switch] top-[anchor(bottom)] right-[anchor(right)]",
          "not-supports-[anchor-name:--a]:top-14 not-supports-[anchor-name:--a]:right-4",
        )}
      >
        <form method="post" action={LANGUAGE_FORM_PATH} className="grid">
          <input type="hidden" name="next" value={here} />
          {locales.map((locale) => (
            <button
              key={locale}
              type="submit"
              name="locale"
              value={locale}
              lang={locale}
              aria-current={locale === pageLanguage ? "true" : undefined}
              className="hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground relative flex items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-left text-sm outline-hidden"
            >
              {locale === pageLanguage ? (
                <CheckIcon aria-hidden className="pointer-events-none absolute left-2 size-4" />
              ) : null}
              {LOCALE_NAMES[locale]}
            </button>
          ))}
        </form>
      </div>
    </>
  );
}

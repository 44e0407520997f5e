import { LOCALE_NAMES, type Locale, locales } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { Languages } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/error-message";
import { chooseLanguage, pageLanguage } from "@/lib/language";
import { useSession } from "@/lib/session";

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

/** The languages as radio items, for any menu (the header's, the account menu's). */
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

/** The header's language menu, beside the theme menu. */
export function LanguageSwitch() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon">
          <Languages className="size-[1.2rem]" />
          <span className="sr-only">{m.language_choose()}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageRadioItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

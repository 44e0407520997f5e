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

/** Chooses the language: stored on the account when signed in, in this browser either way (lib/language.ts). */
export async function switchLanguage(language: string, signedIn: boolean) {
  try {
    await chooseLanguage(language as Locale, signedIn);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/** The languages as radio items, for any menu (the header's, the account menu's). */
export function LanguageRadioItems({ signedIn }: { signedIn: boolean }) {
  return (
    <DropdownMenuRadioGroup value={pageLanguage} onValueChange={(value) => void switchLanguage(value, signedIn)}>
      {locales.map((locale) => (
        <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The header's language menu, beside the theme menu. */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon">
          <Languages className="size-[1.2rem]" />
          <span className="sr-only">{m.language_choose()}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageRadioItems signedIn={signedIn} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { languageSchema } from "@app/domain";
import { LOCALE_NAMES, locales } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { switchLanguage } from "@/components/language-switch";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldLabel } from "@/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { pageLanguage } from "@/lib/language";

const schema = z.object({ language: languageSchema });

/**
 * Language (docs/product.md#language): the interface's and the mails'. Saved on the account, so other devices and the
 * mails follow; another language than the page's loads the page again in it. A Save button rather than
 * saving on change, so moving through the options with the keyboard does not reload the page; named
 * apart from the profile's Save.
 */
export function LanguageSection({ storedLanguage }: { storedLanguage: string | null | undefined }) {
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { language: pageLanguage },
  });
  const language = form.watch("language");
  const saving = form.formState.isSubmitting;
  // The account may have no stored language yet (the page followed the browser): saving stores it.
  const unchanged = language === pageLanguage && storedLanguage === language;
  return (
    <form
      noValidate
      // Another language reloads the page; the page's own is only stored (the session then shows it).
      onSubmit={form.handleSubmit(({ language }) => switchLanguage(language, true))}
    >
      <SectionCard
        title={m.language_label()}
        description={m.account_language_description()}
        footer={
          <Button type="submit" disabled={saving || unchanged}>
            {saving ? m.account_saving() : m.account_language_save()}
          </Button>
        }
      >
        <Field>
          <FieldLabel htmlFor="account-language">{m.language_label()}</FieldLabel>
          <NativeSelect id="account-language" {...form.register("language")}>
            {locales.map((locale) => (
              <NativeSelectOption key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      </SectionCard>
    </form>
  );
}

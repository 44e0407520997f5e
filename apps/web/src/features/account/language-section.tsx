import { isLocale, LOCALE_NAMES, type Locale, locales } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { useState } from "react";
import { switchLanguage } from "@/components/language-switch";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { pageLanguage } from "@/lib/language";

/**
 * Language (issue 24): the interface's and the mails'. Saved on the account, so other devices and the
 * mails follow; another language than the page's loads the page again in it. A Save button rather than
 * saving on change, so moving through the options with the keyboard does not reload the page; named
 * apart from the profile's Save.
 */
export function LanguageSection({ storedLanguage }: { storedLanguage: string | null | undefined }) {
  const [language, setLanguage] = useState<Locale>(pageLanguage);
  const [saving, setSaving] = useState(false);
  // The account may have no stored language yet (the page followed the browser): saving stores it.
  const unchanged = language === pageLanguage && storedLanguage === language;
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        try {
          // Another language reloads the page; the page's own is only stored (the session then shows it).
          await switchLanguage(language, true);
        } finally {
          setSaving(false);
        }
      }}
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
        <SelectField
          id="account-language"
          label={m.language_label()}
          value={language}
          onChange={(event) => {
            if (isLocale(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
      </SectionCard>
    </form>
  );
}

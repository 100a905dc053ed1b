// English or Italian, for the whole client and the log; the choice is kept in this browser.
import type { Locale } from '@delve/engine';
import { CATALOGUE, LOCALE_NAMES, useI18n } from './i18n.ts';

export function LanguagePicker() {
  const { locale, setLocale, t } = useI18n();
  return (
    <label class="lang">
      <span class="sr-only">{t('bar.language')}</span>
      <select aria-label={t('bar.language')} value={locale} onChange={(e) => setLocale((e.currentTarget as HTMLSelectElement).value as Locale)}>
        {LOCALE_NAMES.map((l) => <option key={l} value={l}>{CATALOGUE[l]['lang.name']}</option>)}
      </select>
    </label>
  );
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './en-US.json';
import nl from './nl.json';
import { formatDateTime, setDayUnit } from './format';

/**
 * The interface texts (SPEC.md section 1): English is the initial locale; a Dutch catalogue exists but is
 * empty, so every Dutch lookup falls back to English. Resources are bundled, so initialisation is
 * synchronous and the first render already has its texts.
 */
export const DEFAULT_LOCALE = 'en-US';
export const LOCALES = ['en-US', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];

export const resources = {
  'en-US': { translation: enUS },
  nl: { translation: nl },
} as const;

export const i18n: I18n = i18next.createInstance();

let ready: Promise<unknown> | undefined;

/** Initialises the shared instance once (idempotent); resolves when texts are available. */
export function initI18n(lng: Locale = DEFAULT_LOCALE): Promise<unknown> {
  if (!ready) {
    ready = i18n.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    // `{{until, utcDateTime}}`: an ISO instant the server passes (e.g. beginner protection's end), shown as
    // formatDateTime shows dates ("04/06/2026, 15:00", UTC); the server's English uses the same form.
    i18n.services.formatter?.add('utcDateTime', (value) => formatDateTime(value as string));
    // Long durations ("6d 22:59:13") take their day unit from the catalogue of the language in use.
    setDayUnit((n) => i18n.t('time.days', { n }));
  }
  return ready;
}

void initI18n();

/** A text outside React (toasts from the API layer, tests). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options) as string;
}

/**
 * A text the server decided (a refusal, a warning, a reason: server/game/texts.ts) in the player's
 * language: its catalogue key with its parameters. A key the catalogue lacks (a newer server) falls
 * back to the English the server sent, else to the key.
 */
export function sayText(text: { key: string; params?: Record<string, string | number>; message?: string }): string {
  const options = { ...(text.params ?? {}) };
  if (!i18n.exists(text.key, options)) return text.message ?? text.key;
  return i18n.t(text.key, options) as string;
}

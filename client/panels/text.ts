import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import catalogue from '../i18n/en-US.json';
import { findResearch } from '../../server/game/data/research';

export type TextVars = Record<string, string | number>;
export type TextFn = (key: string, vars?: TextVars) => string;

/** The English text of a key in the app catalogue (client/i18n/en-US.json), if it has one. */
export function panelText(key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** i18next-style {{name}} interpolation, for when no i18next instance is running. */
export function interpolate(text: string, vars?: TextVars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/**
 * Translation for panels and pages. Where no i18next instance runs (a bare render in a test), the English
 * catalogue is read directly, so a panel never shows a raw key.
 */
export function useText(): TextFn {
  const { t, i18n } = useTranslation();
  return useCallback<TextFn>(
    (key, vars) => {
      const fallback = panelText(key) ?? key;
      if (!i18n?.isInitialized) return interpolate(fallback, vars);
      return t(key, { defaultValue: fallback, ...vars }) as string;
    },
    [t, i18n],
  );
}

/**
 * The running research's name in the player's language: the profile carries its id and the server's
 * English name; the catalogue (`research.<key>`) names it as the research page does.
 */
export function researchName(t: TextFn, id: number | null | undefined, serverName: string | null | undefined): string {
  const key = id === null || id === undefined ? undefined : findResearch(id)?.key;
  return key && panelText(`research.${key}`) !== undefined ? t(`research.${key}`) : serverName ?? '';
}

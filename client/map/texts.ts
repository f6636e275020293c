import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import catalogue from '../i18n/en-US.json';

export type MapText = (key: string, vars?: Record<string, string | number>) => string;

function english(key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Texts of the map, from the app catalogue (client/i18n/en-US.json), English as the default value. */
export function useMapText(): MapText {
  const { t } = useTranslation();
  return useCallback((key, vars) => t(key, { defaultValue: english(key) ?? key, ...vars }), [t]);
}

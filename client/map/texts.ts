import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import catalogue from './map.en-US.json';

export type MapText = (key: string, vars?: Record<string, string | number>) => string;

function english(key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Texts of the map. Keys already in the app catalogue (tiles.*, tiers.*, error_map, app.*) come from
 * it; the map's own keys (map.*) live in map.en-US.json and are the default value until the app
 * catalogue carries them, so the map never shows a raw key.
 */
export function useMapText(): MapText {
  const { t } = useTranslation();
  return useCallback((key, vars) => t(key, { defaultValue: english(key) ?? key, ...vars }), [t]);
}

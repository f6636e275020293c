import type { IconName } from '../../panels/iconNames';
import { panelText } from '../../panels/text';
import type { TextFn } from '../../panels/text';
import type { ReportTitleView } from '../../../server/contract/reports';

/** The icon of each report kind; an unknown kind gets the generic one. */
const KIND_ICONS: Record<string, IconName> = {
  battle: 'stat:attack',
  scout: 'stat:scout',
  move: 'ui:army',
  reinforce: 'stat:defense',
  settle: 'ui:settle',
  return: 'ui:village',
  starvation: 'stat:consumption',
  merchants: 'resource:merchants',
  event_supply: 'resource:merchants',
  monument_supply: 'tile:monument',
};

export function reportIcon(kind: string): IconName {
  return KIND_ICONS[kind] ?? 'ui:reports';
}

/** The kind's name, or the kind itself when the catalogue has no text for it (a newer server). */
export function reportKindName(kind: string, t: TextFn): string {
  return panelText(`reports.kinds.${kind}`) !== undefined ? t(`reports.kinds.${kind}`) : kind;
}

/**
 * A report's title in the player's language: the server sends a catalogue key with its parameters
 * (server/game/reports/titles.ts). A key this catalogue lacks (a newer server) shows its legacy text
 * if it carries one, else the key, never nothing.
 */
export function reportTitle(title: ReportTitleView, t: TextFn): string {
  if (panelText(title.key) !== undefined) return t(title.key, title.params);
  return typeof title.params.text === 'string' ? title.params.text : title.key;
}

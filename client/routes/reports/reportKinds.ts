import type { IconName } from '../../panels/iconNames';
import { panelText } from '../../panels/text';
import type { TextFn } from '../../panels/text';

/** The icon of each report kind; an unknown kind gets the generic one. */
const KIND_ICONS: Record<string, IconName> = {
  battle: 'stat:attack',
  scout: 'stat:scout',
  move: 'ui:army',
  reinforce: 'stat:defense',
  settle: 'ui:settle',
  return: 'ui:village',
  starvation: 'stat:consumption',
};

export function reportIcon(kind: string): IconName {
  return KIND_ICONS[kind] ?? 'ui:reports';
}

/** The kind's name, or the kind itself when the catalogue has no text for it (a newer server). */
export function reportKindName(kind: string, t: TextFn): string {
  return panelText(`reports.kinds.${kind}`) !== undefined ? t(`reports.kinds.${kind}`) : kind;
}

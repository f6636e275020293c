import type { QueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../server/contract/profile';
import type { PushEventOf } from '../../../server/contract/push';
import { t } from '../../i18n';
import { queryKeys } from '../../api/keys';
import { empireQueryKey } from '../../api/empires';
import { toasts as appToasts, type ToastStore } from '../toasts';

/**
 * The account is out of its Empire (left on another page, kicked, or dissolved): the profile stops naming
 * the Empire at once (the right sidebar's feed, the map's holder colours, the Empire page's choice between
 * the Empire and founding one), then it and every Empire read are asked again. A kicked kingdom is told
 * by whom; a kingdom that left or dissolved did it itself and needs no toast.
 */
export function applyEmpireLeft(client: QueryClient, event: PushEventOf<'empire_left'>, store: ToastStore = appToasts): void {
  client.setQueryData<ProfileResponse>(queryKeys.profile, (p) => (
    p && p.profile.empire === event.empire_id ? { ...p, profile: { ...p.profile, empire: null, empire_name: null, empire_name_short: null, empire_message: null } } : p
  ));
  void client.invalidateQueries({ queryKey: queryKeys.profile });
  void client.invalidateQueries({ queryKey: empireQueryKey.all });
  if (event.reason === 'kicked') store.push('info', kickedText(event), { key: 'push.empireKicked', thing: `empire_left:${event.empire_id}` });
}

/** The kicked kingdom's toast: who removed it from which Empire. */
export function kickedText(event: PushEventOf<'empire_left'>): string {
  return event.by ? t('push.empireKicked', { by: event.by, empire: event.empire_name }) : t('push.empireRemoved', { empire: event.empire_name });
}

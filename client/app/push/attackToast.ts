import type { PushEventOf } from '../../../server/contract/push';
import { t } from '../../i18n';
import { formatClock, formatDuration } from '../../i18n/format';
import { toasts as appToasts, type ToastStore } from '../toasts';

/** An incoming attack's toast stays longer than the usual 6 s: the defender has to read where and when. */
export const ATTACK_TOAST_MS = 15_000;

/** The toast text: the village, the attacker (natives when none), the arrival on the server clock and the time left. */
export function attackToastText(event: PushEventOf<'attack_incoming'>, serverNowMs: number): string {
  const due = Date.parse(event.movement.due_at);
  const params = { village: event.village_name, attacker: event.attacker ?? '', time: formatClock(due), in: formatDuration((due - serverNowMs) / 1000) };
  return event.attacker === null ? t('push.attackNatives', params) : t('push.attack', params);
}

/** Raises the incoming attack's toast (red: the one alert that needs the player now). */
export function showAttackToast(event: PushEventOf<'attack_incoming'>, serverNowMs: number, store: ToastStore = appToasts): number {
  return store.push('error', attackToastText(event, serverNowMs), { key: 'push.attack', durationMs: ATTACK_TOAST_MS, thing: `attack:${event.movement.id}` });
}

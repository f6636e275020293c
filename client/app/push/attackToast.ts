import type { PushEventOf } from '../../../server/contract/push';
import { t } from '../../i18n';
import { formatClock } from '../../i18n/format';
import { toasts as appToasts, type ToastStore, type ToastTimer } from '../toasts';

/** An incoming attack's toast stays longer than the usual 6 s: the defender has to read where and when. */
export const ATTACK_TOAST_MS = 15_000;

/** The toast text: the village, the attacker (natives when none) and the arrival on the server clock. */
export function attackToastText(event: PushEventOf<'attack_incoming'>): string {
  const params = { village: event.village_name, attacker: event.attacker ?? '', time: formatClock(event.movement.due_at) };
  return event.attacker === null ? t('push.attackNatives', params) : t('push.attack', params);
}

/**
 * The toast's live part: the time left to the arrival, counting down while the toast is shown (a time fixed
 * when it appeared is 15 s wrong when it goes), and the share of the march already behind the army.
 */
export function attackToastTimer(event: PushEventOf<'attack_incoming'>, clockSkewMs: number): ToastTimer {
  return {
    until: event.movement.due_at, from: event.movement.started_at, clockSkewMs,
    label: t('push.attackLeft'), progressLabel: t('push.attackTravelled'),
  };
}

/**
 * Raises the incoming attack's toast (red: the one alert that needs the player now), one per movement.
 * `serverNowMs` and the page's clock at the same moment give the skew the toast's countdown runs on.
 */
export function showAttackToast(
  event: PushEventOf<'attack_incoming'>, serverNowMs: number, store: ToastStore = appToasts, pageNowMs: number = Date.now(),
): number {
  return store.push('error', attackToastText(event), {
    key: 'push.attack', durationMs: ATTACK_TOAST_MS, thing: `attack:${event.movement.id}`, timer: attackToastTimer(event, serverNowMs - pageNowMs),
  });
}

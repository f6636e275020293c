import type { PushEvent } from '../../../server/contract/push';
import type { TextFn } from '../../panels/text';
import { attackTag, notificationFor, shouldNotify, type NotificationTarget } from './notify';
import { notificationPermission } from './permission';
import { notificationSwitches } from './settings';

/** The notifications this page showed and that are still open, by tag (a cancelled attack closes its own). */
const shown = new Map<string, Notification>();

export interface ShowDeps {
  t: TextFn;
  /** Opens the notification's page in this window (the router's navigate, after selecting the village). */
  go: (target: NotificationTarget) => void;
}

/**
 * Turns one push event into a browser notification when the settings, the permission and the page's
 * visibility say so; a cancelled attack closes the notification of that attack. Returns the notification.
 */
export function presentPushEvent(event: PushEvent, deps: ShowDeps): Notification | undefined {
  if (event.type === 'attack_cancelled') {
    shown.get(attackTag(event.movement_id))?.close();
    return undefined;
  }
  const visibility = typeof document !== 'undefined' ? document.visibilityState : 'visible';
  if (!shouldNotify(event, { visibility, permission: notificationPermission(), switches: notificationSwitches() })) return undefined;
  const plan = notificationFor(event, deps.t);
  if (!plan) return undefined;
  let n: Notification;
  try {
    n = new window.Notification(plan.title, { body: plan.body, tag: plan.tag });
  } catch {
    // Android's Chrome allows notifications only through a service worker: the toast and counters remain.
    return undefined;
  }
  shown.set(plan.tag, n);
  n.onclick = () => {
    window.focus();
    n.close();
    deps.go(plan.target);
  };
  n.onclose = () => { if (shown.get(plan.tag) === n) shown.delete(plan.tag); };
  return n;
}

import type { PushEvent, PushEventOf } from '../../../server/contract/push';
import { formatClock } from '../../i18n/format';
import { empireMessageText } from '../../panels/empireMessage';
import { panelText, type TextFn } from '../../panels/text';
import type { NotificationPermissionState } from './permission';
import { isNotifiableType, type NotificationSwitches } from './settings';

/** Where a click on a notification takes the player: a page, after making `villageId` current where given. */
export interface NotificationTarget { path: string; villageId?: number }

/** One browser notification: what it says, its tag (one per thing, so a repeat replaces it) and its click target. */
export interface NotificationPlan { title: string; body: string; tag: string; target: NotificationTarget }

export interface NotifyContext {
  visibility: DocumentVisibilityState;
  permission: NotificationPermissionState;
  switches: NotificationSwitches;
}

/**
 * Whether an event becomes a notification: only while the page is hidden (a visible page shows its own
 * toast and counters), only with the browser's permission, and only for the types switched on.
 */
export function shouldNotify(event: PushEvent, ctx: NotifyContext): boolean {
  return ctx.visibility === 'hidden' && ctx.permission === 'granted' && isNotifiableType(event.type) && ctx.switches[event.type];
}

/** A catalogue text when the key exists, else the raw value (a kind the client does not know yet). */
function named(t: TextFn, key: string, raw: string): string {
  return panelText(key) !== undefined ? t(key) : raw;
}

/** The tag of an attack's notification; its cancellation closes the notification with this tag. */
export const attackTag = (movementId: number) => `attack:${movementId}`;

function attack(e: PushEventOf<'attack_incoming'>, t: TextFn): NotificationPlan {
  return {
    title: t('notifications.attackIncoming.title', { village: e.village_name }),
    body: t('notifications.attackIncoming.body', {
      kind: named(t, `movements.${e.movement.kind}`, e.movement.kind),
      attacker: e.attacker ?? t('notifications.natives'),
      time: formatClock(e.movement.due_at),
    }),
    tag: attackTag(e.movement.id),
    target: { path: '/village/army/overview', villageId: e.village_id },
  };
}

function queueItem(e: PushEventOf<'queue_done'>, t: TextFn): string {
  const groups: Record<string, string> = { building: 'panels.names.building', unit: 'panels.names.unit', district: 'districts', tier: 'tiers' };
  const group = groups[e.kind];
  return group ? named(t, `${group}.${e.item}`, e.item) : e.item;
}

/** The notification an event would make, or undefined for events that never notify. */
export function notificationFor(event: PushEvent, t: TextFn): NotificationPlan | undefined {
  const open = t('notifications.open');
  switch (event.type) {
    case 'attack_incoming':
      return attack(event, t);
    case 'report':
      return {
        title: panelText(`reports.kinds.${event.report_type}`) !== undefined
          ? t('notifications.report.title', { kind: t(`reports.kinds.${event.report_type}`) })
          : t('notifications.report.titleGeneric'),
        body: open,
        tag: `report:${event.report_id}`,
        target: { path: `/reports/${event.report_id}` },
      };
    case 'message':
      return {
        title: t('notifications.message.title', { from: event.from }),
        body: open,
        // One per conversation: a second message replaces the first one's notification.
        tag: `message:${event.conversation_id}`,
        target: { path: `/messages/${event.conversation_id}` },
      };
    case 'empire_message':
      return {
        title: t('notifications.empireMessage.title'),
        body: empireMessageText(t, event.message),
        tag: `empire:${event.empire_id}:${event.message.type}:${event.message.created_at}`,
        target: { path: '/empire' },
      };
    case 'invite':
      return {
        title: t('notifications.invite.title', { empire: event.empire_name }),
        body: t('notifications.invite.body', { empire: event.empire_name }),
        tag: `invite:${event.empire_id}`,
        target: { path: '/empire' },
      };
    case 'queue_done':
      return {
        title: t('notifications.queueDone.title', { item: queueItem(event, t) }),
        body: open,
        tag: `queue:${event.village_id}:${event.kind}:${event.item}`,
        target: { path: event.kind === 'unit' ? '/village/army/train' : '/village', villageId: event.village_id },
      };
    case 'research_done':
      return {
        title: t('notifications.researchDone.title', { name: named(t, `research.${event.key}`, event.key) }),
        body: open,
        tag: `research:${event.research_id}`,
        target: { path: '/research' },
      };
    default:
      return undefined;
  }
}

import { useState } from 'react';
import type { EmpireMember, EmpireProfile } from '../../api/empires';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';
import { formatDate, formatNumber } from '../../i18n/format';
import { memberActions, type MemberAction, type Viewer } from './empireRules';
import { MembersTable } from './MembersTable';

export interface EmpireHomePanelProps {
  data: EmpireProfile;
  /** The viewer's kingdom (user id) and role there. */
  selfId: number;
  viewer: Viewer;
  /** A sitter or a finished world: nothing to press. */
  readOnly: boolean;
  /** Runs a member action; resolves when the call is done (the page reloads the Empire). */
  onAction?: (action: MemberAction, member: EmpireMember) => Promise<unknown>;
  /** Stories: a confirmation open at first. */
  confirming?: { action: MemberAction; userId: number };
}

/** Actions that need a confirmation: they take a place, a throne or the Empire itself for good. */
const CONFIRMED: ReadonlySet<MemberAction> = new Set(['kick', 'leave', 'dissolve', 'handOver']);

/**
 * The home tab of a kingdom in an Empire: its name, abbreviation, description and figures, and the
 * members with their roles and the actions the viewer's role allows (client/routes/empire/empireRules.ts).
 */
export function EmpireHomePanel({ data, selfId, viewer, readOnly, onAction, confirming }: EmpireHomePanelProps) {
  const t = useText();
  const { empire, members } = data;
  const [pending, setPending] = useState<{ action: MemberAction; member: EmpireMember } | undefined>(() => {
    const m = confirming && members.find((x) => x.user_id === confirming.userId);
    return m && confirming ? { action: confirming.action, member: m } : undefined;
  });
  const [busy, setBusy] = useState(false);
  const run = async (action: MemberAction, member: EmpireMember) => {
    if (!onAction) return;
    setBusy(true);
    try { await onAction(action, member); } finally { setBusy(false); }
  };
  const press = (action: MemberAction, member: EmpireMember) => (CONFIRMED.has(action) ? setPending({ action, member }) : void run(action, member));
  const actionsOf = (m: EmpireMember) => (onAction
    ? memberActions({ viewer, target: m.role, self: m.user_id === selfId, memberCount: empire.member_count, readOnly })
    : []);
  const vars = { name: pending?.member.username ?? '', empire: empire.name };
  const emperorNote = viewer === 'emperor' && !readOnly && empire.member_count > 1;
  return (
    <>
      <section className="ak-vpage__section ak-empire__summary" aria-label={empire.name} data-testid="empire-summary">
        <h2><Icon name="ui:empire" />{empire.name} <span className="ak-empire__short">[{empire.name_short}]</span></h2>
        <dl className="ak-vpage__facts">
          <div><dt><Icon name="ui:member" />{t('empire.home.members')}</dt><dd>{t('empire.home.memberCount', { count: empire.member_count, cap: empire.member_cap })}</dd></div>
          <div><dt><Icon name="resource:population" />{t('empire.home.population')}</dt><dd>{formatNumber(empire.population)}</dd></div>
          <div><dt><Icon name="ui:milestone" />{t('empire.home.prestige')}</dt><dd>{formatNumber(empire.prestige)}</dd></div>
          <div><dt><Icon name="ui:clock" />{t('empire.home.founded')}</dt><dd>{formatDate(empire.founded)}</dd></div>
        </dl>
        <h3 className="ak-empire__subhead">{t('empire.home.description')}</h3>
        {empire.description.trim()
          ? <p className="ak-empire__description" data-testid="empire-description">{empire.description}</p>
          : <p className="ak-vpage__empty">{t('empire.home.noDescription')}</p>}
      </section>
      <section className="ak-vpage__section" aria-label={t('empire.home.members')}>
        <h2><Icon name="ui:member" />{t('empire.home.members')}</h2>
        {readOnly && viewer !== 'outsider' && <p className="ak-vpage__note" data-testid="empire-read-only">{t('empire.readOnly')}</p>}
        {emperorNote && <p className="ak-vpage__note">{t('empire.home.emperorLeaves')}</p>}
        <MembersTable members={members} selfId={selfId} actionsOf={actionsOf} busy={busy} onPress={press} />
      </section>
      <ConfirmDialog open={pending !== undefined} icon={pending?.action === 'handOver' ? 'empire:emperor' : 'empire:member_left'}
        title={pending ? t(`empire.confirm.${pending.action}.title`, vars) : ''}
        irreversible={pending ? t(`empire.confirm.${pending.action}.irreversible`, vars) : ''}
        confirmLabel={pending ? t(`empire.confirm.${pending.action}.label`, vars) : ''}
        onCancel={() => setPending(undefined)}
        onConfirm={() => { const p = pending!; setPending(undefined); void run(p.action, p.member); }} />
    </>
  );
}

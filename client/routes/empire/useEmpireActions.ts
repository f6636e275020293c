import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError } from '../../api/errors';
import { ApiError } from '../../api/http';
import * as empires from '../../api/empires';
import { useText } from '../../panels/text';
import type { MemberAction } from './empireRules';
import type { FoundResult } from './FoundEmpirePanel';
import type { SettingsResult } from './EmpireSettingsPanel';

/** A refusal (4xx with the server's words) as a form shows it; the toast is shown as for every call. */
function refusedOf(e: unknown, group: string): { refused: string } | undefined {
  const toast = notifyError(e, group);
  return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text } : undefined;
}

/**
 * The Empire page's calls with their toasts (SPEC.md section 8) and what they reload: every Empire read
 * (one query key) and the profile (the right sidebar's Empire, message and invite count).
 */
export function useEmpireActions() {
  const t = useText();
  const client = useQueryClient();
  const { reload } = useProfile();
  const refresh = useCallback(() => { void client.invalidateQueries({ queryKey: empires.empireQueryKey.all }); reload(); }, [client, reload]);

  const found = async (body: { name: string; nameShort: string }): Promise<FoundResult> => {
    try {
      const r = await empires.foundEmpire(body);
      if (r.exists) return 'exists';
      toasts.push('success', t('empire.found.founded', { name: r.empire?.name ?? body.name }));
      refresh();
      return 'founded';
    } catch (e) { return refusedOf(e, empires.EMPIRE_FOUND_ERROR) ?? { refused: t('error_empire_found') }; }
  };

  /** Runs a call, toasts its success text, reloads; failures toast under the call group's key. */
  const act = async (call: () => Promise<unknown>, done: () => string, group: string, gone = false): Promise<boolean> => {
    try {
      await call();
      toasts.push('success', done());
      // Out of the Empire (left, dissolved): its reads would now fail; drop them and let the profile move the page on.
      if (gone) { client.removeQueries({ queryKey: empires.empireQueryKey.all }); reload(); } else refresh();
      return true;
    } catch (e) {
      notifyError(e, group);
      refresh();
      return false;
    }
  };

  const accept = (i: empires.EmpireInvite) => act(() => empires.acceptInvite(i.id), () => t('empire.invites.joined', { name: i.empire.name }), empires.EMPIRE_INVITE_ERROR);
  const decline = (i: empires.EmpireInvite) => act(() => empires.declineInvite(i.id), () => t('empire.invites.declined', { name: i.empire.name }), empires.EMPIRE_INVITE_ERROR);
  const revoke = (i: empires.EmpireInvite) => act(() => empires.revokeInvite(i.id), () => t('success_empire_invite_revoked'), empires.EMPIRE_INVITE_ERROR);

  const invite = async (userId: number): Promise<boolean> => {
    try {
      const r = await empires.inviteKingdom(userId);
      toasts.push('success', t(r.outstanding ? 'success_empire_invite_exists' : 'success_empire_invited'));
      void client.invalidateQueries({ queryKey: empires.empireQueryKey.invites });
      return true;
    } catch (e) {
      notifyError(e, empires.EMPIRE_INVITE_ERROR);
      return false;
    }
  };

  const member = (action: MemberAction, m: empires.EmpireMember, empireName: string) => {
    const name = m.username;
    switch (action) {
      case 'kick': return act(() => empires.kickMember(m.user_id), () => t('success_empire_member_removed'), empires.EMPIRE_MODIFY_ERROR);
      case 'officerOn': return act(() => empires.nameOfficer(m.user_id), () => t('empire.done.officerOn', { name }), empires.EMPIRE_MODIFY_ERROR);
      case 'officerOff': return act(() => empires.removeOfficer(m.user_id), () => t('empire.done.officerOff', { name }), empires.EMPIRE_MODIFY_ERROR);
      case 'handOver': return act(() => empires.handOver(m.user_id), () => t('empire.done.handOver', { name }), empires.EMPIRE_MODIFY_ERROR);
      case 'leave':
      case 'dissolve':
        return act(() => empires.leaveEmpire(), () => t(action === 'leave' ? 'empire.done.left' : 'empire.done.dissolved', { name: empireName }), empires.EMPIRE_MODIFY_ERROR, true);
    }
  };

  const saveSettings = async (body: { description: string; name?: string; nameShort?: string }): Promise<SettingsResult> => {
    try {
      const r = await empires.saveEmpireSettings(body);
      if (r.exists) return 'exists';
      toasts.push('success', t('empire.settings.saved'));
      refresh();
      return 'saved';
    } catch (e) { return refusedOf(e, empires.EMPIRE_MODIFY_ERROR) ?? { refused: t('error_empire_modify') }; }
  };

  return { found, accept, decline, revoke, invite, member, saveSettings, refresh };
}

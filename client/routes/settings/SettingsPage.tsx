import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest } from '../../../server/contract';
import { changePassword } from '../../api/auth';
import { addSitter, getUser, removeSitter } from '../../api/user';
import { getPublicProfile, profileQueryKey, saveProfile, saveUserSettings, type SaveProfileBody, type UserSettingsBody } from '../../api/profiles';
import { errorToast, notifyError } from '../../api/errors';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/keys';
import { useSession } from '../../app/session';
import { useServerClock } from '../../app/state';
import { useToast } from '../../app/toasts';
import { SettingsView, type SittingEntry } from './SettingsView';

/** Refusals with the server's own words go next to the form; the rest become toasts too. */
function refusal(err: unknown, group: string): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) notifyError(err, group);
  return errorToast(err, { group })?.text;
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { clockSkewMs } = useServerClock();
  const toast = useToast();
  const queryClient = useQueryClient();
  const userQuery = useQuery({ queryKey: queryKeys.user, queryFn: getUser, meta: { errorKey: 'error_user' } });
  const [passwordError, setPasswordError] = useState<string>();
  const [sitterError, setSitterError] = useState<string>();
  const [passwordResetKey, setPasswordResetKey] = useState(0);
  const [sitterResetKey, setSitterResetKey] = useState(0);

  const password = useMutation({
    mutationFn: (v: ChangePasswordRequest) => changePassword(v),
    meta: { silent: true },
    onMutate: () => setPasswordError(undefined),
    onSuccess: (response) => {
      // Every older token is revoked: the session keeps going on the fresh ones.
      if (response && Array.isArray(response.userTokens)) {
        session.send({ type: 'TOKENS_RENEWED', response, now: new Date(Date.now() + clockSkewMs) });
      }
      setPasswordResetKey((k) => k + 1);
      toast.success(t('success_password_changed'));
    },
    onError: (err) => setPasswordError(refusal(err, 'error_user_update')),
  });
  const setSitters = (sitters: { id: number; username: string }[]) => {
    queryClient.setQueryData(queryKeys.user, (old: typeof userQuery.data) => (old ? { ...old, sitters } : old));
  };
  const add = useMutation({
    mutationFn: (username: string) => addSitter(username),
    meta: { silent: true },
    onMutate: () => setSitterError(undefined),
    onSuccess: (res, username) => {
      if (res?.sitters) setSitters(res.sitters);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      setSitterResetKey((k) => k + 1);
      toast.success(t('success_sitter_added', { username }));
    },
    onError: (err) => setSitterError(refusal(err, 'error_sitters')),
  });
  const remove = useMutation({
    mutationFn: (s: { id: number; username: string }) => removeSitter(s.id),
    meta: { silent: true },
    onMutate: () => setSitterError(undefined),
    onSuccess: (res, s) => {
      if (res?.sitters) setSitters(res.sitters);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      toast.success(t('success_sitter_removed', { username: s.username }));
    },
    onError: (err) => setSitterError(refusal(err, 'error_sitters')),
  });

  // The profile section: description and flags come from the own profile, email and the public flag from GET user.
  const accountId = userQuery.data?.id;
  const ownProfile = useQuery({
    queryKey: profileQueryKey(accountId ?? 0), queryFn: () => getPublicProfile(accountId!), enabled: accountId !== undefined, meta: { silent: true },
  });
  const [profileError, setProfileError] = useState<string>();
  const [settingsError, setSettingsError] = useState<string>();
  const saveOwnProfile = useMutation({
    mutationFn: (v: SaveProfileBody) => saveProfile(v),
    meta: { silent: true },
    onMutate: () => setProfileError(undefined),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(accountId ?? 0) });
      toast.success(t('success_profile_saved'));
    },
    onError: (err) => setProfileError(refusal(err, 'error_profile_update')),
  });
  const saveSettings = useMutation({
    mutationFn: (v: UserSettingsBody) => saveUserSettings(v),
    meta: { silent: true },
    onMutate: () => setSettingsError(undefined),
    onSuccess: (res) => {
      if (res) queryClient.setQueryData(queryKeys.user, (old: typeof userQuery.data) => (old ? { ...old, email: res.email, public_profile: res.public_profile } : old));
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(accountId ?? 0) });
      toast.success(t('success_profile_saved'));
    },
    onError: (err) => setSettingsError(refusal(err, 'error_user_update')),
  });
  const own = ownProfile.data?.profile;

  // The accounts this login can act for: its own token first, then one per sat account.
  const a = userQuery.data;
  const tokens = session.context.session?.tokens ?? [];
  const current = session.context.session?.currentUser;
  const ownId = tokens.find((tk) => !tk.is_sitter)?.user_id;
  const names = new Map<number, string>();
  if (a) {
    names.set(a.actor.id, a.actor.username);
    names.set(a.id, a.username);
    for (const s of a.sitting) names.set(s.id, s.username);
  }
  const accounts: SittingEntry[] = tokens
    .slice()
    .sort((x, y) => Number(x.user_id !== ownId) - Number(y.user_id !== ownId))
    .map((tk) => ({ id: tk.user_id, username: names.get(tk.user_id) ?? `#${tk.user_id}`, current: tk.user_id === current }));

  return (
    <SettingsView
      account={a}
      loading={userQuery.isPending}
      loadError={userQuery.isError ? t('settings.loadError') : undefined}
      onChangePassword={(v) => password.mutate(v)}
      changingPassword={password.isPending}
      passwordError={passwordError}
      passwordResetKey={passwordResetKey}
      onAddSitter={(u) => add.mutate(u)}
      onRemoveSitter={(s) => remove.mutate(s)}
      addingSitter={add.isPending}
      removingSitterId={remove.isPending ? remove.variables?.id : undefined}
      sitterError={sitterError}
      sitterResetKey={sitterResetKey}
      accounts={accounts}
      onSwitchAccount={(id) => session.send({ type: 'SWITCH_USER', userId: id })}
      profile={{
        profile: own ? { description: own.description ?? '', flags: own.flags ?? [] } : undefined,
        profileLoading: accountId !== undefined && ownProfile.isPending,
        profileLoadError: ownProfile.isError ? t('profile.loadError') : undefined,
        onSaveProfile: (v) => saveOwnProfile.mutate(v),
        onSaveSettings: (v) => saveSettings.mutate(v),
        savingProfile: saveOwnProfile.isPending,
        savingSettings: saveSettings.isPending,
        profileError,
        settingsError,
      }}
    />
  );
}

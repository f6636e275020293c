import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getPublicProfile, inviteFromProfile, kickFromProfile, profileQueryKey } from '../../api/profiles';
import { notifyError } from '../../api/errors';
import { ApiError } from '../../api/http';
import { useToast } from '../../app/toasts';
import { NotFound } from '../misc/NotYetBuilt';
import { useText } from '../../panels/text';
import { ProfileView } from './ProfileView';

/**
 * /profile/{id} (SPEC.md section 2): reads GET profiles/{id}; invite and kick go through the Empire
 * calls, with SPEC.md section 8's toasts, and read the profile again (its Empire changes on a kick).
 */
export default function ProfilePage() {
  const t = useText();
  const toast = useToast();
  const client = useQueryClient();
  const { id: raw } = useParams();
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const query = useQuery({
    queryKey: profileQueryKey(id ?? 0),
    queryFn: () => getPublicProfile(id!),
    enabled: id !== undefined && id > 0,
    // A missing player is an answer to show, not a failure to retry.
    retry: (n, err) => !(err instanceof ApiError && err.status === 404) && n < 2,
    meta: { silent: true },
  });
  const reread = () => void client.invalidateQueries({ queryKey: profileQueryKey(id ?? 0) });
  const invite = useMutation({
    mutationFn: () => inviteFromProfile(id!),
    meta: { silent: true },
    onSuccess: (res) => toast.success(t(res?.outstanding ? 'success_empire_invite_exists' : 'success_empire_invited')),
    onError: (err) => { notifyError(err, 'error_empire_invite'); },
    onSettled: reread,
  });
  const kick = useMutation({
    mutationFn: () => kickFromProfile(id!),
    meta: { silent: true },
    onSuccess: () => toast.success(t('success_empire_member_removed')),
    onError: (err) => { notifyError(err, 'error_empire_modify'); },
    onSettled: reread,
  });
  if (id === undefined || id < 1) return <NotFound />;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <ProfileView
      data={query.data}
      loading={query.isPending}
      error={query.isError && !notFound ? t('profile.loadError') : null}
      notFound={notFound}
      onRetry={() => void query.refetch()}
      onInvite={() => invite.mutate()}
      onKick={() => kick.mutate()}
      busy={invite.isPending ? 'invite' : kick.isPending ? 'kick' : undefined}
    />
  );
}

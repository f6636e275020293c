import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Quadrant } from '../../../server/contract';
import { spawnVillage } from '../../api/user';
import { errorToast, notifyError } from '../../api/errors';
import { queryKeys } from '../../api/keys';
import { useSession } from '../../app/session';
import { useAccount } from '../../app/state';
import { useToast } from '../../app/toasts';
import { storeCurrentVillage } from '../../app/sessionStore';
import { SpawnView } from './SpawnView';

/** The spawn selection for a player without villages: POST user/spawnVillage, then the map at the new village. */
export default function SpawnPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { logout } = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (q: Quadrant) => spawnVillage(q),
    meta: { silent: true },
    onMutate: () => setError(undefined),
    onSuccess: async ({ village }) => {
      storeCurrentVillage(village.id);
      toast.success(t('success_kingdom_founded'));
      session.send({ type: 'VILLAGE_FOUNDED' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      navigate(`/map?x=${village.x}&y=${village.y}`, { replace: true });
    },
    onError: (err) => {
      setError(errorToast(err, { group: 'error_spawn' })?.text);
      notifyError(err, 'error_spawn');
    },
  });
  if (session.status === 'playing' && !mutation.isPending && !mutation.isSuccess) return <Navigate to="/" replace />;
  return (
    <SpawnView
      onFound={(q) => mutation.mutate(q)}
      submitting={mutation.isPending || mutation.isSuccess}
      error={error}
      finished={session.context.gameFinished}
      onLogout={logout}
    />
  );
}

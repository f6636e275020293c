import { useProfile } from '../state/profile';
import { useServerClock } from '../state/serverClock';

/** Whether actions are refused outright (a finished game answers 551 to every action). */
export function useFinished(): boolean {
  const { profile } = useProfile();
  const { gameFinished } = useServerClock();
  return Boolean(profile?.game_finished || gameFinished);
}

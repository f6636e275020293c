import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MapObjective } from '../../api/objectives';
import { objective, objectiveQueryKey, OBJECTIVES_ERROR } from '../../api/objectives';
import { useServerClock } from '../../app/state';
import type { Viewer } from '../../map/objectives';
import { ObjectivePanel, type ObjectiveLoad } from '../../panels/objective/ObjectivePanel';

/** The details of a tapped event or objective are read again this often while its panel is open (ms); the push does not carry them. */
const DETAIL_REFETCH_MS = 15_000;

/**
 * The panel of an event or objective tapped on the map: GET objectives/{id}?full=true (under
 * objectiveQueryKey, so sends reload it), the map's summary shown until it answers; actions open the
 * army and logistics forms with the target filled in, 'Open' its page.
 */
export function MapObjectivePanel({ summary, viewer, onClose }: { summary: MapObjective; viewer: Viewer; onClose: () => void }) {
  const navigate = useNavigate();
  const { clockSkewMs } = useServerClock();
  const query = useQuery({
    queryKey: objectiveQueryKey(summary.id),
    queryFn: () => objective(summary.id, true),
    refetchInterval: DETAIL_REFETCH_MS,
    meta: { errorKey: OBJECTIVES_ERROR, silent: true },
  });
  const load: ObjectiveLoad = query.data
    ? { status: 'ready', detail: query.data.objective }
    : query.isError ? { status: 'error', onRetry: () => void query.refetch() } : { status: 'loading' };
  return (
    <ObjectivePanel
      summary={summary}
      load={load}
      viewer={viewer}
      clockSkewMs={clockSkewMs}
      onAction={(href) => navigate(href)}
      onOpen={(id) => navigate(`/objective/${id}`)}
      onStageEnd={() => { setTimeout(() => void query.refetch(), 1_500); }}
      onClose={onClose}
    />
  );
}

import { Link, useInRouterContext } from 'react-router';

/**
 * A player's name linking to /profile/{id} (reports, the map's tile panel, the marketplace). Outside a
 * router (a panel rendered alone in a test) or without an id it is the plain name.
 */
export function PlayerLink({ id, name }: { id: number | null | undefined; name: string }) {
  const routed = useInRouterContext();
  if (!routed || id === null || id === undefined) return <>{name}</>;
  return <Link className="ak-player-link" to={`/profile/${id}`}>{name}</Link>;
}

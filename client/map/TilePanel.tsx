import type { GamedataResponse, MapTile } from '../../server/contract';
import { swatch } from './paint/palette';
import { useMapText } from './texts';
import type { TileInfo } from './world';
import { Icon } from '../panels/Icon';
import { formatDateTime } from '../i18n/format';
import { PlayerLink } from '../routes/profile/PlayerLink';
import type { Viewer } from './objectives';
import { TILE_ACTION_ICONS, tileActions, tileRelation, type TileAction, type TileMoveType } from './tileActions';

type TileData = GamedataResponse['tiles'][number];

/** The current village may claim this tile (PUT map/tile); the route decides and acts. */
export interface TileClaimOffer {
  onClaim: () => void | Promise<void>;
  disabled?: boolean;
  busy?: boolean;
  /** Free claim, or the population it needs. */
  note?: string;
}

interface Props {
  tile: TileInfo;
  /** The server's view of the tile (GET map), when it has arrived. */
  details?: MapTile;
  detailsError?: boolean;
  /** The tile table of GET user/gamedata, for the bonus (`amount` is a fraction: 0.1 is +10%). */
  tileData?: TileData;
  onOpenVillage?: (villageId: number) => void;
  /** 'Claim tile' for a free land tile within the current village's claim radius. */
  claim?: TileClaimOffer;
  /**
   * The army form for this tile (any land tile but the current village's; the caller leaves it out there):
   * with the move type of 'Attack', 'Scout' or 'Reinforce', without one for the generic 'Send troops'.
   */
  onSendTroops?: (moveType?: TileMoveType) => void;
  /** 'Send resources' (the merchants' form) to one's own other village or an Empire ally's. */
  onSendResources?: () => void;
  /** 'Settle' (shown for a free land tile: no village, no claim). */
  onSettle?: () => void;
  /** The reader and its Empire, to tell an ally's village from a foe's. */
  viewer?: Viewer;
  onClose: () => void;
}

const UNKNOWN_VIEWER: Viewer = { userId: undefined, empireId: undefined };

/**
 * What a tap on the map tells: the tile's type and bonus, coordinates, owner and village, and for an
 * own village the way into its overview. Reads only what it is given; acts through callbacks.
 */
export function TilePanel({
  tile, details, detailsError, tileData, onOpenVillage, claim, onSendTroops, onSendResources, onSettle, viewer = UNKNOWN_VIEWER, onClose,
}: Props) {
  const t = useMapText();
  const type = details?.type ?? tile.type;
  const village = details?.village
    ? { id: details.village.id, name: details.village.name, tier: details.village.tier, own: details.own }
    : tile.village
      ? { id: tile.village.id, name: tile.village.name, tier: tile.village.tier, own: tile.village.own }
      : undefined;
  const owner = details?.owner?.username ?? tile.village?.owner ?? undefined;
  const ownerId = details?.owner?.id ?? tile.village?.owner_id ?? undefined;
  // Beginner protection of the village's owner: the tile's details (GET map) are fresher than the world map's.
  const protectedUntil = details ? details.village?.protected_until : tile.village?.protected_until;
  const claimedBy = tile.claimedBy;
  const bonus = tileData?.bonus;
  const title = village ? village.name : t(`tiles.${type}`);
  const land = type !== 'water';
  // A tile holding an event or objective (GET map's marker) is not free: no village is founded there.
  const free = land && !village && !claimedBy && !details?.marker;
  const relation = tileRelation({
    hasVillage: village !== undefined, own: village?.own ?? false, ownerId,
    ownerEmpireId: details ? details.owner?.empire_id : undefined,
  }, viewer);
  const handlers: Record<TileAction, (() => void) | undefined> = {
    reinforce: onSendTroops && (() => onSendTroops('reinforce')),
    sendResources: onSendResources,
    attack: onSendTroops && (() => onSendTroops('attack')),
    scout: onSendTroops && (() => onSendTroops('scout')),
    sendTroops: onSendTroops && (() => onSendTroops()),
    settle: onSettle,
  };
  const actions = land ? tileActions(relation, free).filter((a) => handlers[a]) : [];

  return (
    <section className="ak-map-panel" aria-label={title} data-testid="tile-panel">
      <header className="ak-map-panel__head">
        <span className="ak-map-panel__swatch" style={{ background: swatch(type) }} aria-hidden />
        <h2 className="ak-map-panel__title">{title}</h2>
        <button type="button" className="ak-map-panel__close" onClick={onClose} aria-label={t('app.close')}>×</button>
      </header>
      <dl className="ak-map-panel__facts">
        <dt>{t('map.type')}</dt>
        <dd>
          {t(`tiles.${type}`)}
          {bonus && (
            <span className="ak-map-panel__bonus">
              {' '}+{Math.round(bonus.amount * 1000) / 10}% {t(`resources.${bonus.resource}`)}
              {tileData?.needsDraining ? ` (${t('map.needsDraining')})` : ''}
            </span>
          )}
        </dd>
        <dt>{t('map.coordinates')}</dt>
        <dd className="ak-map-panel__coords">({tile.x}|{tile.y})</dd>
        <dt>{t('map.owner')}</dt>
        <dd>{owner ? <PlayerLink id={ownerId} name={owner} /> : t('map.nobody')}</dd>
        {village && (
          <>
            <dt>{t('map.village')}</dt>
            <dd>
              {village.name} <span className="ak-map-panel__tier">· {t(`tiers.${village.tier}`)}</span>
              {village.own && <span className="ak-map-panel__own"> · {t('map.ownVillage')}</span>}
              {relation === 'ally' && <span className="ak-map-panel__ally" data-testid="tile-ally"> · {t('map.allyVillage')}</span>}
            </dd>
          </>
        )}
        {details?.marker && (
          <>
            <dt>{t('mapObjective.onTile')}</dt>
            <dd data-testid="tile-marker">{t(`${['landmark', 'monument', 'artifact'].includes(details.marker) ? 'objectives' : 'events'}.${details.marker}`)}</dd>
          </>
        )}
        {!village && claimedBy && (
          <>
            <dt>{t('map.claimedBy')}</dt>
            <dd>{claimedBy.name}</dd>
          </>
        )}
      </dl>
      {village && protectedUntil && (
        <p className="ak-map-panel__protected" data-testid="tile-protected">
          <Icon name="stat:defense" title={t('map.protectedIcon')} />
          {t('map.protectedUntil', { until: formatDateTime(protectedUntil) })}
        </p>
      )}
      {detailsError && <p className="ak-map-panel__note">{t('map.tileDetailsError')}</p>}
      {village?.own && onOpenVillage && (
        <button type="button" className="ak-map-button ak-map-button--primary" onClick={() => onOpenVillage(village.id)}>
          {t('map.openVillage')}
        </button>
      )}
      {claim && !village && !claimedBy && (
        <>
          {claim.note && <p className="ak-map-panel__note">{claim.note}</p>}
          <button type="button" className="ak-map-button ak-map-button--primary" onClick={() => void claim.onClaim()} disabled={claim.disabled}
            aria-busy={claim.busy || undefined}>
            {t('tileClaim.claim')}
          </button>
        </>
      )}
      {actions.length > 0 && (
        <div className="ak-map-panel__actions" data-relation={relation ?? 'unknown'}>
          {actions.map((a) => (
            <button key={a} type="button" className="ak-map-button" onClick={handlers[a]} data-action={a}>
              <Icon name={TILE_ACTION_ICONS[a]} />
              {t(`map.${a}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

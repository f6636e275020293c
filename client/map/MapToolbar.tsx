import { useMapText } from './texts';

interface Props {
  onCenter: () => void;
  /** Absent while there is no current village. */
  onJump?: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

/** The map's buttons; each calls one controller method. */
export function MapToolbar({ onCenter, onJump, onZoomIn, onZoomOut }: Props) {
  const t = useMapText();
  return (
    <div className="ak-map-toolbar" role="toolbar" aria-label={t('map.title')}>
      <button type="button" className="ak-map-button" onClick={onCenter} title={t('map.center')}>
        <svg viewBox="0 0 24 24" aria-hidden><circle cx="12" cy="12" r="7" /><path d="M12 2v5M12 17v5M2 12h5M17 12h5" /></svg>
        <span>{t('map.center')}</span>
      </button>
      <button type="button" className="ak-map-button" onClick={onJump} disabled={!onJump} title={t('map.jumpToVillage')}>
        <svg viewBox="0 0 24 24" aria-hidden><path d="M4 20V10l8-6 8 6v10h-5v-6H9v6z" /></svg>
        <span>{t('map.jumpToVillage')}</span>
      </button>
      <div className="ak-map-zoom">
        <button type="button" className="ak-map-button ak-map-button--icon" onClick={onZoomIn} aria-label={t('map.zoomIn')}>+</button>
        <button type="button" className="ak-map-button ak-map-button--icon" onClick={onZoomOut} aria-label={t('map.zoomOut')}>−</button>
      </div>
    </div>
  );
}

import type { GamedataResponse } from '../../../../server/contract';
import { useText } from '../../../panels/text';
import { GUIDE_ROUTES } from '../../../app/guide';
import { effectOf } from './guideNumbers';
import { GuideStep, More, P } from './GuideStep';

/**
 * /help/guide/trade. Merchants and the marketplace are not built yet: this says what exists (the
 * Marketplace building, loot) and marks the rest as coming, without rules the game does not enforce.
 */
export function Trade({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  const merchants = effectOf(g, 'marketplace', 'merchants');
  return (
    <>
      <GuideStep anchor="exists" icon="building:marketplace" title={t('guide.trade.exists.title')}>
        <P>{t('guide.trade.exists.text', { count: merchants?.perLevel ?? 0 })}</P>
        <P>{t('guide.trade.exists.loot')}</P>
        <More to={GUIDE_ROUTES.attacks.loot}>{t('guide.see', { what: t('guide.attacks.loot.title') })}</More>
      </GuideStep>
      <GuideStep anchor="coming" icon="ui:logistics" title={t('guide.trade.coming.title')}>
        <p className="ak-guide__text"><span className="ak-badge ak-badge--gold">{t('guide.coming')}</span></p>
        <P>{t('guide.trade.coming.text')}</P>
      </GuideStep>
    </>
  );
}

import type { GamedataResponse } from '../../../../server/contract';
import { formatDuration, formatNumber } from '../../../i18n/format';
import { useText } from '../../../panels/text';
import { travelMs } from '../../../../server/game/movement/duration';
import { effectOf } from './guideNumbers';
import { GuideStep, P } from './GuideStep';

/** The distance of the travel example, in tiles. */
const EXAMPLE_TILES = 10;
/** The load of the capacity example: one more than a village's merchant carries. */
const exampleLoad = (capacity: number) => capacity * 2 + 1;
/** The amount of the whole-units example. */
const EXAMPLE_GIVE = 10;

/**
 * /help/guide/trade: merchants, sending, the exchange, marketplace offers and trade routes as built
 * (issue 14, GAME.md section 7). Every number from GET user/gamedata (merchantsData, aetherCosts, durations).
 */
export function Trade({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  const n = (x: number) => formatNumber(x);
  const m = g.merchantsData;
  const perLevel = effectOf(g, 'marketplace', 'merchants')?.perLevel ?? m.perMarketplaceLevel;
  const load = exampleLoad(m.capacity.village);
  const receive = Math.floor(EXAMPLE_GIVE / m.exchangeRate + 1e-9);
  const routeSeconds = Math.round(g.durations.tradeRouteInterval / Math.max(g.speed, 1e-9));
  return (
    <>
      <GuideStep anchor="merchants" icon="resource:merchants" title={t('guide.trade.merchants.title')}>
        <P>{t('guide.trade.merchants.text', { base: m.base, count: perLevel })}</P>
        <P>{t('guide.trade.merchants.capacity', {
          village: n(m.capacity.village), town: n(m.capacity.town), city: n(m.capacity.city),
          example: n(load), needed: Math.ceil(load / m.capacity.village),
        })}</P>
        <P>{t('guide.trade.merchants.busy')}</P>
      </GuideStep>
      <GuideStep anchor="send" icon="ui:logistics" title={t('guide.trade.send.title')}>
        <P>{t('guide.trade.send.text', {
          speed: m.speed, worldSpeed: g.speed, tiles: EXAMPLE_TILES, time: formatDuration(travelMs(EXAMPLE_TILES, m.speed, g.speed) / 1000),
        })}</P>
        <P>{t('guide.trade.send.capacity')}</P>
        <P>{t('guide.trade.send.lost')}</P>
      </GuideStep>
      <GuideStep anchor="exchange" icon="resource:all" title={t('guide.trade.exchange.title')}>
        <P>{t('guide.trade.exchange.text', {
          rate: m.exchangeRate, time: formatDuration(g.durations.exchange), give: EXAMPLE_GIVE, receive,
        })}</P>
        <P>{t('guide.trade.exchange.aether', {
          price: g.aetherCosts.exchange, aetherRate: m.exchangeRateAether, base: n(m.exchangeAetherMax.base), perWeek: n(m.exchangeAetherMax.perWeek),
        })}</P>
      </GuideStep>
      <GuideStep anchor="marketplace" icon="building:marketplace" title={t('guide.trade.marketplace.title')}>
        <P>{t('guide.trade.marketplace.text')}</P>
        <P>{t('guide.trade.marketplace.ratio', { cap: m.requestCap })}</P>
        <P>{t('guide.trade.marketplace.accept')}</P>
      </GuideStep>
      <GuideStep anchor="routes" icon="ui:map" title={t('guide.trade.routes.title')}>
        <P>{t('guide.trade.routes.text', { time: formatDuration(routeSeconds), hours: g.durations.tradeRouteInterval / 3600 })}</P>
        <P>{t('guide.trade.routes.food')}</P>
      </GuideStep>
    </>
  );
}

import { useState } from 'react';
import type { ExchangeRequest } from '../../../server/contract/merchants';
import { aetherCosts, durations, merchantsData } from '../../../server/game/data/constants';
import { exchangeAetherMax, exchangeDeal, weekOf } from '../../../server/game/trade/exchange';
import { textOf } from '../../../server/game/texts';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { formatDuration, formatNumber } from '../../i18n/format';
import { sayText } from '../../i18n';
import { useText } from '../../panels/text';
import { parseLoad, TRADE_RESOURCES, type Loads, type TradeResource } from './logisticsMath';
import { isRefused, type Refused } from './SendView';

export interface ExchangeViewProps {
  /** What the village holds now (whole units). */
  stock: Loads;
  /** The account's aether (profile); undefined while it loads. */
  aether?: number;
  /** A sitter's session: aether is never spent, so the better rate is off with its reason. */
  isSitter?: boolean;
  /** The world's start (gamedata.startTime): the week, and so the aether maximum, count from it. */
  startTime: string;
  /** Server time now (ms). */
  now: number;
  initial?: { from?: TradeResource; to?: TradeResource; amount?: string; useAether?: boolean };
  /** Exchanges; resolves to whether it went, or the server's refusal. Absent: not possible (finished game). */
  onExchange?: (body: ExchangeRequest) => Promise<boolean | Refused>;
}

/**
 * /village/logistics/exchange: one resource for another at 3:1, or 1.5:1 for aether up to this week's
 * maximum. The preview is the server's own rule (exchangeDeal): only what buys whole units leaves.
 */
export function ExchangeView({ stock, aether, isSitter, startTime, now, initial, onExchange }: ExchangeViewProps) {
  const t = useText();
  const [from, setFrom] = useState<TradeResource>(initial?.from ?? 'wood');
  const [to, setTo] = useState<TradeResource>(initial?.to ?? 'food');
  const [amountText, setAmountText] = useState(initial?.amount ?? '');
  const [wantsAether, setWantsAether] = useState(initial?.useAether ?? false);
  const [edited, setEdited] = useState(Boolean(initial?.amount));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ key: string } & Refused | undefined>();
  const useAether = wantsAether && !isSitter;
  const week = weekOf(Date.parse(startTime), now);
  const weekMax = exchangeAetherMax(week);
  const amount = parseLoad(amountText);
  const deal = amount !== undefined && amount > 0
    ? exchangeDeal({ fromResource: from, toResource: to, amount, useAether }, { stock: stock[from], aether: aether ?? Infinity }, week)
    : undefined;
  const ok = deal && !('refused' in deal) ? deal : undefined;
  const problem = amount === undefined ? t('logistics.exchange.badAmount') : deal && 'refused' in deal ? sayText(textOf(deal.refused)) : undefined;
  const rate = useAether ? merchantsData.exchangeRateAether : merchantsData.exchangeRate;
  const key = JSON.stringify([from, to, amountText, useAether]);
  const body: ExchangeRequest | undefined = ok && amount ? { fromResource: from, toResource: to, amount, useAether } : undefined;
  const max = Math.max(0, useAether ? Math.min(Math.floor(stock[from]), weekMax) : Math.floor(stock[from]));

  const pickFrom = (r: TradeResource) => { setFrom(r); if (r === to) setTo(from); };
  const pickTo = (r: TradeResource) => { setTo(r); if (r === from) setFrom(to); };
  const go = async () => {
    if (!body || !onExchange) return;
    setBusy(true);
    try {
      const r = await onExchange(body);
      if (isRefused(r)) setRefused({ key, ...r });
      else if (r) { setAmountText(''); setEdited(false); setRefused(undefined); }
    } finally { setBusy(false); }
  };
  const name = (r: TradeResource) => t(`resources.${r}`);
  return (
    <section className="ak-vpage__section ak-army__form" aria-label={t('logistics.exchange.title')}>
      <h2><Icon name="ui:logistics" />{t('logistics.exchange.title')}</h2>
      <div className="ak-logistics__pair">
        <div className="ak-field"><label className="ak-field__label" htmlFor="exchange-from">{t('logistics.exchange.from')}</label>
          <select id="exchange-from" className="ak-input" value={from} onChange={(e) => pickFrom(e.target.value as TradeResource)}>
            {TRADE_RESOURCES.map((r) => <option key={r} value={r}>{name(r)}</option>)}
          </select></div>
        <Icon name="ui:logistics" className="ak-logistics__arrow" />
        <div className="ak-field"><label className="ak-field__label" htmlFor="exchange-to">{t('logistics.exchange.to')}</label>
          <select id="exchange-to" className="ak-input" value={to} onChange={(e) => pickTo(e.target.value as TradeResource)}>
            {TRADE_RESOURCES.map((r) => <option key={r} value={r}>{name(r)}</option>)}
          </select></div>
      </div>
      <div className="ak-logistics__load">
        <label htmlFor="exchange-amount"><Icon name={`resource:${from}`} />{t('logistics.exchange.amount')}</label>
        <input id="exchange-amount" className="ak-input" inputMode="numeric" autoComplete="off" placeholder="0" value={amountText}
          onChange={(e) => { setEdited(true); setAmountText(e.target.value); }} />
        <button type="button" className="ak-btn" onClick={() => { setEdited(true); setAmountText(String(max)); }}>{t('logistics.exchange.max')}</button>
        <span className="ak-logistics__have">{t('logistics.send.inVillage', { amount: formatNumber(stock[from]) })}</span>
      </div>
      <label className="ak-army__choice ak-logistics__aether">
        <input type="checkbox" checked={useAether} disabled={isSitter} aria-describedby={isSitter ? 'exchange-sitter' : undefined}
          onChange={(e) => setWantsAether(e.target.checked)} />
        <Icon name="resource:aether" />{t('logistics.exchange.useAether', { price: aetherCosts.exchange })}
      </label>
      {isSitter && <p id="exchange-sitter" className="ak-logistics__hint" data-testid="exchange-sitter">{t('logistics.exchange.sitter')}</p>}
      {edited && problem && <p className="ak-army__missing" data-testid="exchange-problem">{problem}</p>}
      <dl className="ak-vpage__facts" aria-live="polite" data-testid="exchange-summary">
        <div><dt>{t('logistics.exchange.rate')}</dt><dd>{t('logistics.exchange.rateValue', { rate: String(rate) })}</dd></div>
        <div><dt><Icon name={`resource:${from}`} />{t('logistics.exchange.gives')}</dt><dd>{formatNumber(ok?.give ?? 0)}</dd></div>
        <div><dt><Icon name={`resource:${to}`} />{t('logistics.exchange.receives')}</dt><dd>{formatNumber(ok?.receive ?? 0)}</dd></div>
        <div><dt><Icon name="ui:timer" />{t('logistics.send.arrival')}</dt><dd>{t('logistics.exchange.arrivesIn', { time: formatDuration(durations.exchange) })}</dd></div>
        <div><dt><Icon name="resource:aether" />{t('logistics.exchange.aetherMax')}</dt><dd>{formatNumber(weekMax)}</dd></div>
        <div><dt><Icon name="resource:aether" />{t('logistics.exchange.balance')}</dt><dd>{aether === undefined ? '…' : formatNumber(aether)}</dd></div>
      </dl>
      {refused && refused.key === key && <p className="ak-army__missing" role="alert" data-testid="exchange-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
      <div className="ak-army__row-actions">
        <button type="button" className="ak-btn ak-btn--primary" disabled={!body || busy || !onExchange} aria-haspopup={useAether ? 'dialog' : undefined}
          onClick={() => (useAether ? setAsking(true) : void go())}>{t('logistics.exchange.exchange')}</button>
      </div>
      <ConfirmDialog open={asking} icon="resource:aether"
        title={t('logistics.exchange.confirm.title', { price: aetherCosts.exchange })}
        message={t('logistics.exchange.confirm.message', { give: formatNumber(ok?.give ?? 0), from: name(from), receive: formatNumber(ok?.receive ?? 0), to: name(to), rate: String(rate) })}
        irreversible={t('logistics.exchange.confirm.irreversible')}
        confirmLabel={t('logistics.exchange.confirm.confirm')} cancelLabel={t('logistics.exchange.confirm.cancel')}
        onCancel={() => setAsking(false)} onConfirm={() => { setAsking(false); void go(); }} />
    </section>
  );
}

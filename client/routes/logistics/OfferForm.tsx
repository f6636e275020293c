import { useState } from 'react';
import type { MakeOfferBody } from '../../api/offers';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { formatNumber } from '../../i18n/format';
import { sayText } from '../../i18n';
import { useText } from '../../panels/text';
import { TRADE_RESOURCES, type Loads, type TradeResource } from './logisticsMath';
import { BLANK_SIDE, checkOfferForm, type SideInputs } from './marketplaceMath';
import type { MerchantsView } from './OverviewView';
import { isRefused, type Refused } from './SendView';

export interface OfferFormProps {
  /** What the village holds now (whole units). */
  stock: Loads;
  merchants: MerchantsView;
  initial?: { offer?: Partial<SideInputs>; request?: Partial<SideInputs>; empireOnly?: boolean };
  /** Makes the offer; resolves to whether it was made, or the server's refusal. Absent: not possible (finished game). */
  onMake?: (body: MakeOfferBody) => Promise<boolean | Refused>;
}

/**
 * Make an offer: a field per resource on each side, the live bounds of the request's total
 * ([offer / 1.5, offer x 1.5]), the merchants it reserves, the Empire-only flag; checked by the server's
 * own rules before sending, and refused in the server's words.
 */
export function OfferForm({ stock, merchants, initial, onMake }: OfferFormProps) {
  const t = useText();
  const [offer, setOffer] = useState<SideInputs>({ ...BLANK_SIDE, ...initial?.offer });
  const [request, setRequest] = useState<SideInputs>({ ...BLANK_SIDE, ...initial?.request });
  const [empireOnly, setEmpireOnly] = useState(initial?.empireOnly ?? false);
  // A refusal is said once the player typed: an untouched form is not a mistake.
  const [edited, setEdited] = useState(Boolean(initial?.offer || initial?.request));
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ key: string } & Refused | undefined>();
  const check = checkOfferForm(offer, request, { stock, free: merchants.available, capacity: merchants.capacity, empireOnly });
  const key = JSON.stringify([offer, request, empireOnly]);
  const problem = check.problem === 'badAmount' ? t('logistics.send.badAmount') : check.problem ? sayText(check.problem) : undefined;
  const name = (r: TradeResource) => t(`resources.${r}`);

  const make = async () => {
    if (!check.body || !onMake) return;
    setBusy(true);
    try {
      const r = await onMake(check.body);
      if (isRefused(r)) setRefused({ key, ...r });
      else if (r) { setOffer(BLANK_SIDE); setRequest(BLANK_SIDE); setEmpireOnly(false); setEdited(false); setRefused(undefined); }
    } finally { setBusy(false); }
  };
  const side = (which: 'offer' | 'request', values: SideInputs, set: (v: SideInputs) => void) => (
    <fieldset className="ak-market__side">
      <legend>{t(`logistics.marketplace.make.${which}`)}</legend>
      <div className="ak-logistics__loads">
        {TRADE_RESOURCES.map((r) => (
          <div key={r} className="ak-logistics__load">
            <label htmlFor={`${which}-${r}`}><Icon name={`resource:${r}`} />{name(r)}</label>
            <input id={`${which}-${r}`} className="ak-input" inputMode="numeric" autoComplete="off" placeholder="0" value={values[r]}
              onChange={(e) => { setEdited(true); set({ ...values, [r]: e.target.value }); }} />
            {which === 'offer' && <span className="ak-logistics__have">{t('logistics.send.inVillage', { amount: formatNumber(stock[r]) })}</span>}
          </div>
        ))}
      </div>
    </fieldset>
  );
  return (
    <section className="ak-vpage__section ak-army__form" aria-label={t('logistics.marketplace.make.title')} data-testid="offer-form">
      <h2><Icon name="resource:merchants" />{t('logistics.marketplace.make.title')}</h2>
      <p className="ak-logistics__hint">{t('logistics.marketplace.make.hint')}</p>
      <div className="ak-market__sides">
        {side('offer', offer, setOffer)}
        {side('request', request, setRequest)}
      </div>
      <dl className="ak-vpage__facts" aria-live="polite" data-testid="offer-summary">
        <div><dt>{t('logistics.marketplace.make.offered')}</dt><dd>{formatNumber(check.offered)}</dd></div>
        <div><dt>{t('logistics.marketplace.make.asked')}</dt>
          <dd className={check.bounds && check.asked > 0 && (check.asked < check.bounds.low || check.asked > check.bounds.high) ? 'ak-logistics__over' : undefined}>{formatNumber(check.asked)}</dd></div>
        <div className="ak-market__bounds"><dt>{t('logistics.marketplace.ratio')}</dt>
          <dd>{check.bounds
            ? t('logistics.marketplace.make.bounds', { low: formatNumber(check.bounds.low), high: formatNumber(check.bounds.high) })
            : t('logistics.marketplace.make.boundsNone')}</dd></div>
        <div><dt>{t('logistics.marketplace.make.merchants')}</dt>
          <dd className={check.overCapacity ? 'ak-logistics__over' : undefined}>{t('logistics.send.merchantsOf', { needed: formatNumber(check.needed), free: formatNumber(merchants.available) })}</dd></div>
      </dl>
      <label className="ak-army__choice">
        <input type="checkbox" checked={empireOnly} aria-describedby="offer-empire-hint" onChange={(e) => setEmpireOnly(e.target.checked)} />
        {t('logistics.marketplace.make.empireOnly')}
      </label>
      {empireOnly && <p id="offer-empire-hint" className="ak-logistics__hint">{t('logistics.marketplace.make.empireOnlyHint')}</p>}
      {edited && problem && <p className="ak-army__missing" data-testid="offer-problem">{problem}</p>}
      {refused && refused.key === key && <p className="ak-army__missing" role="alert" data-testid="offer-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
      <div className="ak-army__row-actions">
        <button type="button" className="ak-btn ak-btn--primary" disabled={!check.body || busy || !onMake} onClick={() => void make()}>{t('logistics.marketplace.make.submit')}</button>
      </div>
    </section>
  );
}

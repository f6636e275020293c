import { Link } from 'react-router';
import { guideForRefusal } from '../app/refusalGuide';
import { useText } from './text';
import './GuideLink.css';

export interface GuideLinkProps {
  /**
   * The catalogue key of a refusal or warning the page shows (`refusals.send.endsOwn`, a send warning's
   * `key`, an error body's `text.key`). Keys that name no rule (client/app/refusalGuide.ts) render nothing.
   */
  refusal: string | undefined;
}

/**
 * 'Why? See the guide' beside an inline refusal or warning that names a rule, linking to the step of
 * the guide that explains it. Place it right after the refusal's text:
 * `<li>{sayText(w)}<GuideLink refusal={w.key} /></li>` (its margin is the gap).
 */
export function GuideLink({ refusal }: GuideLinkProps) {
  const t = useText();
  const to = guideForRefusal(refusal);
  if (!to) return null;
  return <Link className="ak-guide-link" to={to}>{t('toast.guide')}</Link>;
}

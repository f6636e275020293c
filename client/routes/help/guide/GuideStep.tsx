import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../panels/Icon';
import type { IconName } from '../../../panels/iconNames';
import { guideAnchorId } from '../../../app/guide';

/** One step of a guide section: its anchor (the URL's #hash), title and text. */
export function GuideStep({ anchor, icon, title, children }: { anchor: string; icon: IconName; title: string; children: ReactNode }) {
  const id = guideAnchorId(anchor);
  // The step a link opened (a refusal's 'Why? See the guide') is marked; pushState does not update :target.
  const current = useLocation().hash === `#${anchor}`;
  return (
    <section id={id} className={`ak-guide__step${current ? ' ak-guide__step--current' : ''}`} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h3 id={`${id}-title`}><Icon name={icon} />{title}</h3>
      {children}
    </section>
  );
}

/** A paragraph of the guide. */
export const P = ({ children }: { children: ReactNode }) => <p className="ak-guide__text">{children}</p>;

/** A link to another page or step ("See Beginner protection"). */
export const More = ({ to, children }: { to: string; children: ReactNode }) => (
  <p className="ak-guide__more"><Link to={to}>{children}</Link></p>
);

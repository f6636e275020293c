import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuideLink } from '../../client/panels/GuideLink';
import { sayText } from '../../client/i18n';
import '../../client/app/ui.css';

/** An inline refusal or warning with its link to the guide, as a form places it after the server's text. */
function Inline({ refusal }: { refusal: string }) {
  return <p className="ak-notice ak-notice--error" role="alert">{sayText({ key: refusal })} <GuideLink refusal={refusal} /></p>;
}

const meta: Meta<typeof Inline> = { title: 'Panels/GuideLink', component: Inline };
export default meta;
type Story = StoryObj<typeof Inline>;

export const NamesARule: Story = {
  args: { refusal: 'refusals.send.endsOwn' },
  parameters: { keyContent: ['Sending this ends your beginner protection', 'Why? See the guide'] },
};

/** A refusal that names no rule: no link. */
export const NoRule: Story = {
  args: { refusal: 'refusals.queue.notEnoughResources' },
  parameters: { keyContent: ['Not enough resources'] },
};

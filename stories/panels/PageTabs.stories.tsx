import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTabs, type PageTab } from '../../client/panels/PageTabs';

const routeTabs: PageTab[] = [
  { key: 'overview', label: 'Overview', to: '/' },
  { key: 'production', label: 'Resource production', to: '/kingdom/production' },
  { key: 'accountproduction', label: 'Account production', to: '/kingdom/accountproduction' },
  { key: 'storage', label: 'Storage', to: '/kingdom/storage' },
];

const meta: Meta<typeof PageTabs> = {
  title: 'Panels/PageTabs',
  component: PageTabs,
  args: { tabs: routeTabs, label: 'Kingdom pages' },
};
export default meta;
type Story = StoryObj<typeof PageTabs>;

/** Links to routes; below 900 px wide the row becomes a dropdown. */
export const Links: Story = {
  args: { active: 'production' },
  parameters: { route: '/kingdom/production', keyContent: ['Overview', 'Resource production', 'Account production', 'Storage'] },
};

/** Tabs without routes switch local state. */
export const Buttons: StoryObj = {
  render: function Render() {
    const tabs: PageTab[] = [
      { key: 'overview', label: 'Overview', icon: 'ui:army' },
      { key: 'train', label: 'Train', icon: 'unit:melee3' },
      { key: 'simulate', label: 'Simulate', icon: 'stat:attack' },
      { key: 'send', label: 'Send', icon: 'ui:map' },
    ];
    const [active, setActive] = useState('train');
    return <><PageTabs tabs={tabs} active={active} onSelect={setActive} label="Army pages" /><p>Showing: {active}</p></>;
  },
  parameters: { keyContent: ['Train', 'Simulate', 'Showing: train'] },
};

/**
 * Below 900 px the same menu is a dropdown: this story shows the dropdown state whatever the canvas width
 * (the row hidden, the select shown), the current page selected.
 */
export const Dropdown: Story = {
  args: { active: 'storage' },
  decorators: [(Story) => (
    <div className="ak-story-narrow-tabs">
      <style>{'.ak-story-narrow-tabs .ak-tabs__row { display: none; } .ak-story-narrow-tabs .ak-tabs__select { display: block; }'}</style>
      <Story />
    </div>
  )],
  parameters: { route: '/kingdom/storage', keyContent: ['Kingdom pages', 'Storage', 'Resource production'] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../../client/panels/Icon';
import { ICON_CATEGORIES, type IconName } from '../../client/panels/iconNames';

function Gallery({ categories }: { categories: (keyof typeof ICON_CATEGORIES)[] }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--sp-4)' }}>
      {categories.map((cat) => (
        <section key={cat}>
          <h3>{cat}</h3>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 'var(--sp-2)' }}>
            {Object.keys(ICON_CATEGORIES[cat]).map((key) => (
              <li key={key} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'var(--sp-1)', padding: 'var(--sp-2)', background: 'var(--panel)', border: '1px solid var(--panel-border)', borderRadius: 'var(--radius)', fontSize: 'var(--fs-xs)', color: 'var(--text-dim)' }}>
                <Icon name={`${cat}:${key}` as IconName} size="var(--fs-xxl)" />
                {key}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const meta: Meta<typeof Gallery> = {
  title: 'Panels/Icon',
  component: Gallery,
};
export default meta;
type Story = StoryObj<typeof Gallery>;

/** Resource icons carry their theme tint. */
export const Resources: Story = {
  args: { categories: ['resource'] },
  parameters: { keyContent: ['wood', 'store_food', 'aether'] },
};

export const UnitsAndStats: Story = {
  args: { categories: ['unit', 'stat'] },
  parameters: { keyContent: ['melee1', 'special2', 'defranged'] },
};

export const Buildings: Story = {
  args: { categories: ['building'] },
  parameters: { keyContent: ['town_hall', 'rolling_mill', 'saddlemaker'] },
};

export const TechnologiesDistrictsTiles: Story = {
  args: { categories: ['tech', 'district', 'tile'] },
  parameters: { keyContent: ['pedal_driven_loom', 'industrial', 'rocky_plains'] },
};

export const InterfaceGlyphs: Story = {
  args: { categories: ['ui'] },
  parameters: { keyContent: ['attack_alert', 'logout', 'clock'] },
};

/** A named icon for assistive technology, and a custom colour. */
export const Labelled: StoryObj = {
  render: () => (
    <p style={{ fontSize: 'var(--fs-xl)', display: 'flex', gap: 'var(--sp-3)', alignItems: 'center' }}>
      <Icon name="ui:attack_alert" title="Incoming attack" color="var(--danger)" />
      <Icon name="resource:science" title="Science" />
      <span>Incoming attack</span>
    </p>
  ),
  parameters: { keyContent: ['Incoming attack'] },
};

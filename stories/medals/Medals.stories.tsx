import type { Meta, StoryObj } from '@storybook/react-vite';
import { MedalIcon, MedalList, VictoryPointIcon } from '../../client/panels/medals';
import { VICTORY_POINT_TYPES } from '../../client/panels/medals/medalSprites';
import { MEDAL_TYPES } from '../../server/game/statistics/medals';
import { empireMedals, everyMedal, kingdomMedals } from './fixtures';

/** The sprite sheets: a row per medal type, one column per rank (1 gold, 2 silver, 3 bronze, other plain). */
function Sheet({ size }: { size?: number }) {
  return (
    <table className="ak-vpage__table" style={{ width: 'auto' }}>
      <thead><tr><th scope="col">type</th>{['1', '2', '3', 'other'].map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
      <tbody>
        {MEDAL_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row">{type}</th>
            {everyMedal.filter((m) => m.type === type).map((m) => <td key={m.rank}><MedalIcon medal={m} size={size} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta: Meta<typeof Sheet> = { title: 'Medals/MedalIcon', component: Sheet };
export default meta;
type Story = StoryObj<typeof Sheet>;

/** Every type in every rank column at the sheet's 24 px. */
export const EveryTypeAndRank: Story = {
  args: {},
  parameters: {
    keyContent: ['kingdom_pvp_att', 'empire_pve_res', 'Kingdom · PvP attacker', 'Empire · Resources won', 'Week 3 · rank 1 · amount 1,000',
      'Week 3 · rank 7 · amount 8,750'],
  },
};

/** The same drawn at 48 px (the sheet is SVG and scales cleanly). */
export const Large: Story = {
  args: { size: 48 },
  parameters: { keyContent: ['Kingdom · Events won', 'Week 3 · rank 2 · amount 3,250'] },
};

/** A medal from an answer without an amount, and one of a type the client does not know. */
export const NoAmountAndUnknown: StoryObj<typeof MedalIcon> = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--sp-2)' }}>
      <MedalIcon medal={{ type: 'kingdom_pvp_def', week: 5, rank: 3 }} />
      <MedalIcon medal={{ type: 'kingdom_mystery', week: 5, rank: 1, amount: 10 }} />
    </div>
  ),
  parameters: { keyContent: ['Kingdom · PvP defender', 'Week 5 · rank 3', 'kingdom_mystery'] },
};

/** The victory point sprite's four 36 px frames, named. */
export const VictoryPoints: StoryObj<typeof VictoryPointIcon> = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--sp-3)' }}>
      {VICTORY_POINT_TYPES.map((type) => <VictoryPointIcon key={type} type={type} title={`vp ${type}`} />)}
    </div>
  ),
  parameters: { keyContent: ['vp vps', 'vp landmark', 'vp monument', 'vp artifact'] },
};

/** A row of medals, newest week first. */
export const List: StoryObj<typeof MedalList> = {
  render: () => <MedalList medals={kingdomMedals} />,
  parameters: { keyContent: ['Medals (4)', 'Kingdom · Resources won', 'Week 3 · rank 1 · amount 48,250', 'Week 1 · rank 2 · amount 12,400'] },
};

/** An Empire's medals, at most two shown. */
export const ListCapped: StoryObj<typeof MedalList> = {
  render: () => <MedalList medals={empireMedals} max={2} />,
  parameters: { keyContent: ['Empire · PvP attacker', '+1 more'] },
};

export const ListEmpty: StoryObj<typeof MedalList> = {
  render: () => <MedalList medals={[]} />,
  parameters: { keyContent: ['No medals yet'] },
};

export const ListLoading: StoryObj<typeof MedalList> = {
  render: () => <MedalList loading />,
  parameters: { keyContent: ['Loading medals…'] },
};

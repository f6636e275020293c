import { UNITS, unitRequirements } from '../../server/game/data/units';
import { RESEARCH, unlockedBuildings } from '../../server/game/data/research';
import { TIERS } from '../../server/game/data/tiers';
import { DISTRICTS } from '../../server/game/data/districts';
import { MARKERS, TILES } from '../../server/game/data/tiles';
import { buildingOf, buildingsOfDistrict } from '../../server/game/data/buildings';
import { num, pct, table } from './format';

export function unitsTable(): string {
  return table(
    ['Key', 'Name', 'Type', 'Attack', 'Def. melee', 'Def. cav', 'Def. ranged', 'Speed (tiles/h)', 'Food/h', 'Carry', 'Size', 'Cost (w/s/i/f)', 'Work', 'Requires'],
    UNITS.map((u) => [
      `\`${u.key}\``, u.name, `${u.type} (${u.attackType} attack)`, u.attack, u.defence.melee, u.defence.cav, u.defence.ranged,
      u.speed, u.consumption, u.carry, u.size,
      `${num(u.cost.wood)} / ${num(u.cost.stone)} / ${num(u.cost.iron)} / ${num(u.cost.food)}`, num(u.work),
      unitRequirements(u).map((r) => `${buildingOf(r.building).name} ${r.level}`).join(', '),
    ]),
  );
}

export function researchTable(): string {
  return table(
    ['Id', 'Key', 'Name', 'Tier', 'Science', 'Requires', 'Unlocks'],
    RESEARCH.map((r) => [r.id, `\`${r.key}\``, r.name, r.tier, num(r.science_base), r.requires.join(', ') || '-',
      unlockedBuildings(r).map((k) => buildingOf(k).name).join(', ')]),
  );
}

export function tiersTable(): string {
  return table(
    ['Tier', 'Max building level', 'Queue length', 'District slots', 'Merchant capacity', 'Claim radius', 'Free claims'],
    TIERS.map((t) => [t.name, t.maxLevel, t.queueLength, t.districtSlots, num(t.merchantCapacity), t.claimRadius, t.freeClaims]),
  );
}

export function districtsTable(): string {
  return table(
    ['Key', 'Name', 'Buildings', 'What it does'],
    [
      ['-', 'Core (no district)', buildingsOfDistrict(null).map((b) => b.name).join(', '), 'Every village may build these.'],
      ...DISTRICTS.map((d) => [`\`${d.key}\``, d.name, buildingsOfDistrict(d.key).map((b) => b.name).join(', '), d.description]),
    ],
  );
}

export function tilesTable(): string {
  return [
    table(
      ['Type', 'Name', 'Bonus to its village', 'Village / claim', 'Colour'],
      TILES.map((t) => [`\`${t.type}\``, t.name,
        t.bonus ? `+${pct(t.bonus.amount)} ${t.bonus.resource}${t.needsDraining ? ' (only with Draining Engines)' : ''}` : '-',
        t.buildable ? 'yes' : 'no', t.colour]),
    ),
    '',
    table(['Marker', 'Name', 'What it is'], MARKERS.map((m) => [`\`${m.key}\``, m.name, m.description])),
  ].join('\n');
}

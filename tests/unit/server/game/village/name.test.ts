import { describe, expect, it } from 'vitest';
import { freeVillageName, settledName } from '../../../../../server/game/village/name';

describe('village names', () => {
  it('a settled village is named like a spawned one, numbered past the names the player has', () => {
    expect(settledName('ann', [])).toBe("ann's village");
    expect(settledName('ann', ["ann's village"])).toBe("ann's village 2");
    expect(settledName('ann', ["ann's village", "ann's village 2", 'Hearth'])).toBe("ann's village 3");
    expect(freeVillageName('x', ['x', 'x 3'])).toBe('x 2');
  });
});

import { describe, expect, it } from 'vitest';
import { refundedUnitsByLine, unitsLeftToShip } from './units-to-ship';

describe('units left to ship', () => {
  it('takes shipped and refunded units off what was ordered, never below zero', () => {
    expect(unitsLeftToShip(3, 0, 0)).toBe(3);
    expect(unitsLeftToShip(3, 1, 0)).toBe(2);
    expect(unitsLeftToShip(3, 1, 1)).toBe(1);
    expect(unitsLeftToShip(3, 0, 3)).toBe(0);
    expect(unitsLeftToShip(3, 3, 1)).toBe(0);
  });

  it('adds up each line over every refund; a refund by amount names no line', () => {
    const refunded = refundedUnitsByLine([
      { lines: [{ lineId: 'a', quantity: 1 }] },
      { lines: [] },
      {
        lines: [
          { lineId: 'a', quantity: 2 },
          { lineId: 'b', quantity: 1 },
        ],
      },
    ]);
    expect([...refunded]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });
});

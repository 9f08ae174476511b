/** The professional list's documented order, whatever order the contract's examples come in. */
import { describe, expect, it } from 'vitest';
import { inListOrder } from './professionals.ts';

describe('inListOrder', () => {
  it('puts the available professionals first, then the others, each group by name', () => {
    const professionals = [
      { id: 'pro_1', name: 'Zoe Away', available: false },
      { id: 'pro_2', name: 'Yann Here', available: true },
      { id: 'pro_3', name: 'Ada Away', available: false },
      { id: 'pro_4', name: 'Bea Here', available: true },
    ];
    expect(inListOrder(professionals).map((professional) => professional.id)).toEqual([
      'pro_4',
      'pro_2',
      'pro_3',
      'pro_1',
    ]);
    expect(professionals[0]?.id).toBe('pro_1');
  });
});

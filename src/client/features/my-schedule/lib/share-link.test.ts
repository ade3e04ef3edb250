import { describe, expect, it } from 'vitest';
import { readShareFragment, shareFragment } from './share-link';

describe('share link', () => {
  it('carries a list of follows in the fragment and reads it back, skipping what it does not know', () => {
    const list = [
      { kind: 'athlete' as const, code: '1000001' },
      { kind: 'delegation' as const, code: 'AZE' },
      { kind: 'event' as const, code: 'SWMW100MFR------------' },
      { kind: 'discipline' as const, code: 'SWM' },
    ];
    expect(readShareFragment(`#${shareFragment(list)}`)).toEqual(list);
    expect(readShareFragment('#f=x.1~d.~d.BRA')).toEqual([{ kind: 'delegation', code: 'BRA' }]);
    expect(readShareFragment('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatRemaining, remainingMs } from './countdown';

describe('the trivia countdown follows the server clock', () => {
  it('a phone two minutes behind still ends at the server deadline', () => {
    const serverNow = '2026-07-16T10:00:00.000Z';
    const phoneNow = Date.parse(serverNow) - 120_000;
    const offset = clockOffsetMs(serverNow, phoneNow);
    const deadline = '2026-07-16T10:05:00.000Z';
    expect(remainingMs(deadline, offset, phoneNow)).toBe(300_000);
    expect(remainingMs(deadline, offset, phoneNow + 300_000)).toBe(0);
  });

  it('never counts below zero', () => {
    expect(remainingMs('2026-07-16T10:00:00.000Z', 0, Date.parse('2026-07-16T11:00:00.000Z'))).toBe(0);
  });

  it('an unreadable server time leaves the phone clock as it is', () => {
    expect(clockOffsetMs('not a date', 1_000)).toBe(0);
  });

  it('shows minutes and seconds, rounding a started second up', () => {
    expect(formatRemaining(125_000)).toBe('2:05');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
  });
});

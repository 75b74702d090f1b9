import { describe, expect, it } from 'vitest';
import { createInFlightGate } from './in-flight-gate.ts';

describe('createInFlightGate', () => {
  it('takes up to max at once, refuses the next, and takes one again when one leaves', () => {
    const gate = createInFlightGate(2);
    expect([gate.enter(), gate.enter()]).toEqual([true, true]);
    expect(gate.full).toBe(true);
    expect(gate.enter()).toBe(false);
    expect(gate.count).toBe(2);
    gate.leave();
    expect(gate.full).toBe(false);
    expect(gate.enter()).toBe(true);
  });

  it('never counts below zero', () => {
    const gate = createInFlightGate(1);
    gate.leave();
    expect(gate.count).toBe(0);
    expect(gate.enter()).toBe(true);
  });

  it('has no cap at 0', () => {
    const gate = createInFlightGate(0);
    for (let i = 0; i < 10_000; i++) expect(gate.enter()).toBe(true);
    expect(gate.full).toBe(false);
  });
});

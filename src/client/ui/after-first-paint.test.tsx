import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AfterFirstPaint } from './after-first-paint';

/** Lets the deferred render that shows the children run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records what each commit showed, before the browser could paint it. */
function Probe({ log, label }: { log: string[]; label: string }) {
  useLayoutEffect(() => {
    log.push(label);
  });
  return <p>{label}</p>;
}

describe('AfterFirstPaint', () => {
  it('commits the fallback first and the children in a later render', async () => {
    const log: string[] = [];
    await act(async () => {
      render(
        <AfterFirstPaint fallback={<Probe log={log} label="skeleton" />}>
          <Probe log={log} label="table" />
        </AfterFirstPaint>,
      );
    });
    await act(nextTask);
    expect(log).toEqual(['skeleton', 'table']);
    expect(screen.getByText('table')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
  });

  it('keeps showing its children when they change, without going back to the fallback', async () => {
    const log: string[] = [];
    const { rerender } = render(
      <AfterFirstPaint fallback={<Probe log={log} label="skeleton" />}>
        <Probe log={log} label="results" />
      </AfterFirstPaint>,
    );
    await act(nextTask);
    log.length = 0;
    rerender(
      <AfterFirstPaint fallback={<Probe log={log} label="skeleton" />}>
        <Probe log={log} label="start list" />
      </AfterFirstPaint>,
    );
    await act(async () => {});
    expect(log).toEqual(['start list']);
  });
});

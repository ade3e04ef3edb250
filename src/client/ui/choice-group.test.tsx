import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './choice-group';
import { renderForTest } from './render-for-test';

let container: HTMLDivElement;
function render(node: React.ReactNode) {
  container = renderForTest(<MemoryRouter>{node}</MemoryRouter>).container;
}

const look = (on: boolean) => (on ? 'on' : 'off');

describe('ChoiceGroup', () => {
  it('as a group, marks the chosen toggle pressed and reports a click', () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup
        role="group"
        label="Period"
        options={['days', 'weeks']}
        value="days"
        onChange={onChange}
        className=""
        optionClassName={look}
      >
        {(o) => o.toUpperCase()}
      </ChoiceGroup>,
    );
    const group = container.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Period');
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed'), b.className])).toEqual([
      ['DAYS', 'true', 'on'],
      ['WEEKS', 'false', 'off'],
    ]);
    expect(buttons.some((b) => b.hasAttribute('role') || b.hasAttribute('aria-selected'))).toBe(false);
    act(() => buttons[1]!.click());
    expect(onChange).toHaveBeenCalledWith('weeks');
  });

  it('as a tablist, marks the chosen tab selected', () => {
    render(
      <ChoiceGroup
        role="tablist"
        label="Kind"
        options={['news', 'venue']}
        value="venue"
        onChange={() => {}}
        className=""
        optionClassName={look}
      >
        {(o) => o}
      </ChoiceGroup>,
    );
    const tabs = [...container.querySelectorAll('[role="tablist"] > button[role="tab"]')];
    expect(tabs.map((b) => b.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(tabs.some((b) => b.hasAttribute('aria-pressed'))).toBe(false);
  });

  it('with links, each tab goes to its own address', () => {
    render(
      <ChoiceGroup
        role="tablist"
        label="Widget"
        options={['medals', 'events']}
        value="medals"
        href={(o) => `/embed?widget=${o}`}
        className=""
        optionClassName={look}
      >
        {(o) => o}
      </ChoiceGroup>,
    );
    const links = [...container.querySelectorAll('a[role="tab"]')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-selected')])).toEqual([
      ['/embed?widget=medals', 'true'],
      ['/embed?widget=events', 'false'],
    ]);
  });
});

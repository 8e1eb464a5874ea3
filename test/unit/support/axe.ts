import { act } from '@testing-library/react';
import axe, { type AxeResults } from 'axe-core';

/**
 * Serious and critical axe findings in the mounted widget, at a phone and a desktop width. jsdom
 * has no layout, so the widths only matter to code that reads them; colour contrast needs real
 * rendering and is left to the browser tests.
 */
export async function seriousViolations(root: Element): Promise<string[]> {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
    // Inside act: lazy parts of the shell (the notification bell) may still settle while axe reads.
    const results = await act((): Promise<AxeResults> =>
      axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] }),
    );
    // Guards the guard: a scan that checked nothing would pass anything.
    if (results.passes.length === 0) throw new Error('axe checked no rule');
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(`${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  return found;
}

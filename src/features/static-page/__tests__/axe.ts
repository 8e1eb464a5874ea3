import axe from 'axe-core';

/**
 * axe's serious and critical findings inside the widget, at a viewport width. jsdom has no layout,
 * so colour contrast (which needs computed rendering) is left to the browser tests; the width is
 * set so width-dependent code paths (media queries read by scripts) run as on that device.
 */
export async function seriousViolations(root: Element, width: number): Promise<string[]> {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe with the WCAG 2.1 A and AA rules on the whole page as it is now (open dialogs and menus
 * included): no serious or critical violation. A failure lists each rule, its impact and the CSS
 * targets of the elements at fault, with axe's advice for the first one.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  options: {
    /**
     * Leaves out the toasts: an admin's live notifications, caused by tests running alongside, may be
     * fading in (half transparent) while axe measures the contrast. The toasts have their own checks.
     */
    ignoreToasts?: boolean;
    /** Records a failure and goes on, for a test that analyses several pages in a row. */
    soft?: boolean;
  } = {},
) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page itself: the default runs axe in each frame, then opens a blank page to
    // gather the frames' results, for frames our pages do not have. Only the violations come back,
    // not every element that passed. Together: 650 ms an analysis of the list instead of 1,450 ms,
    // 450 instead of 1,000 for a legal page (medians of four, on the 2-core machine).
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  if (options.ignoreToasts) builder.exclude('[data-sonner-toaster]');
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n` +
        `    éléments : ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}\n` +
        `    ${violation.nodes[0]?.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
    );
  (options.soft ? expect.soft : expect)(
    blocking.length,
    `violations axe sérieuses ou critiques sur ${label} :\n${blocking.join('\n')}`,
  ).toBe(0);
}

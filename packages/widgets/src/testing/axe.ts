import axe from 'axe-core';

/**
 * Runs axe-core on a rendered widget and fails with the list of violations, if any. The page-level
 * rules (landmarks, one h1 per page) are the host page's business, not a widget's.
 */
export async function expectAccessible(node: Element): Promise<void> {
  const results = await axe.run(node, {
    rules: { region: { enabled: false } },
    resultTypes: ['violations'],
  });
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`,
    ...violation.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  ]);
  throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
}

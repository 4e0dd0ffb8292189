const EN_US = new Intl.NumberFormat('en-US');

/** A number formatted en-US, as every count on the site is (spec §9): 12,345. */
export function formatNumber(value: number): string {
  return EN_US.format(value);
}

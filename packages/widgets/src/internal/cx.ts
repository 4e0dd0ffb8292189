/** Joins the class names that are set: cx('a', on && 'b') is 'a b' or 'a'. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

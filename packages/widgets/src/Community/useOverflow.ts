import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller than the element (a clamped text), measured after layout
 * and again when its size changes. False where there is no layout (a server render).
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element == null || !active) return undefined;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return overflowing;
}

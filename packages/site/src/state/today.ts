import { useState } from 'react';
import { toDateString, type DateString } from '@csz/core';

/** Today where the reader is: the scoreboard opens on it and the date strip marks it. */
export function readerToday(): DateString {
  return toDateString(new Date());
}

/** Today as a page first saw it: a page left open past midnight keeps its day until reloaded. */
export function useToday(): DateString {
  const [today] = useState(readerToday);
  return today;
}

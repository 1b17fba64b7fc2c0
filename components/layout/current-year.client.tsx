'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The build's year in the HTML; the visitor's current year once the page runs. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}

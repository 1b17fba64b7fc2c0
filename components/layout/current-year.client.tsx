'use client';

import { useEffect, useState } from 'react';

/** The year of the build in the HTML, corrected in the browser if the export is older. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}

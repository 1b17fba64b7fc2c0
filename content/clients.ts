import type { ClientLogo } from './types';

/** Logos of the client slider (2/3/4/5 per view at widths 0/576/992/1200). */
export const clientLogos = [
  { name: 'Northwind', logo: '/images/clients/northwind.svg', width: 200, height: 64 },
  { name: 'Lumen Health', logo: '/images/clients/lumen-health.svg', width: 200, height: 64 },
  { name: 'BrightPath', logo: '/images/clients/brightpath.svg', width: 200, height: 64 },
  { name: 'Quantix', logo: '/images/clients/quantix.svg', width: 200, height: 64 },
  { name: 'Veridian Bank', logo: '/images/clients/veridian-bank.svg', width: 200, height: 64 },
  { name: 'Atlas Freight', logo: '/images/clients/atlas-freight.svg', width: 200, height: 64 },
  { name: 'Helio Energy', logo: '/images/clients/helio-energy.svg', width: 200, height: 64 },
  { name: 'Nimbus Retail', logo: '/images/clients/nimbus-retail.svg', width: 200, height: 64 },
] satisfies ClientLogo[];

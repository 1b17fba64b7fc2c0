import { NotFoundState } from '@/components/sections/error-state/not-found-state';

/**
 * What a page shows in place of its content when it calls `notFound()`, inside its own
 * layout. Next.js puts this boundary into every page's tree and payload (at the root and
 * again at each top-level route group), so it stays this small; the not-found page that
 * unknown URLs get is app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundState />;
}

/** Every prerendered route: the sitemap and the route tests read this list. */
export function staticRoutes(): string[] {
  return ['/', '/home-2', '/home-3'];
}

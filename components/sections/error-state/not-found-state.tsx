import { ErrorState } from './error-state';

/** The not-found message: the lost satellite, what happened and the way home. */
export function NotFoundState() {
  return (
    <ErrorState
      image={{
        src: '/images/404.svg',
        alt: 'A lost satellite drifting past a broken link',
        width: 600,
        height: 400,
      }}
      title="This page drifted out of orbit"
      text="The link may be broken or the page may have moved. Everything else is where you left it."
    />
  );
}

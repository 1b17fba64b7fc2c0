// The pages of /de/ and /ar/ are the English pages, entered in another language: each route
// file under app/[lang]/ re-exports its English twin through these wrappers, which read the
// route's `lang` and name it before anything reads the content (content/localized.ts). Every
// entry of a page names it (its page, its layouts, its metadata), because Next.js renders them
// apart; the static params are read in the language too, so a language lists only the entries
// it has translated.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLanguage, type Language } from '@/content/languages';
import { inLanguage, setPageLanguage } from '@/content/localized';

/** What Next.js hands a page, a layout or a metadata function under app/[lang]/. */
interface RouteProps {
  params: Promise<{ lang: string }>;
}

async function enter({ params }: RouteProps): Promise<void> {
  const { lang } = await params;
  // dynamicParams = false keeps other values out; this keeps the types honest.
  if (!isLanguage(lang)) notFound();
  setPageLanguage(lang);
}

/** A page or layout rendered in the route's language. */
export function localizedPage<Props>(Page: (props: Props) => ReactNode | Promise<ReactNode>) {
  return async function LocalizedPage(props: Props & RouteProps) {
    await enter(props);
    return <Page {...props} />;
  };
}

/** A page's metadata, in the route's language. */
export function localizedMetadata<Props>(generate: (props: Props) => Metadata | Promise<Metadata>) {
  return async (props: Props & RouteProps): Promise<Metadata> => {
    await enter(props);
    return generate(props);
  };
}

/** A dynamic route's static params, from the entries of the route's language. */
export function localizedParams<Params>(generate: () => Params[]) {
  return ({ params }: { params: { lang: Language } }): Params[] => inLanguage(params.lang, generate);
}

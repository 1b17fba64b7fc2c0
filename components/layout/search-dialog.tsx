import { Icon } from '@/components/ui/icon';
import { Dialog } from '@/components/ui/dialog/dialog.client';
import { DialogPanel } from '@/components/ui/dialog/dialog-panel.client';
import { DialogTrigger } from '@/components/ui/dialog/dialog-trigger.client';
import { SearchForm } from '@/components/ui/search-form';
import { ui } from '@/content/interface';
import { pageLanguage } from '@/content/localized';
import { searchCopy } from '@/content/pages';
import { LiveSearch } from './live-search.client';
import styles from './search-dialog.module.scss';
import { paths } from '@/content/permalinks';

export interface SearchDialogProps {
  /** The header draws the button that opens it. */
  triggerClassName?: string;
}

/** The header's search: a dialog with the search form, listing matching pages as the visitor types. */
export function SearchDialog({ triggerClassName }: SearchDialogProps) {
  // Only what the live results show travels to the browser with the island.
  const { loading, liveFailed, liveListLabel, seeAll } = searchCopy;
  const liveCopy = {
    loading,
    liveFailed,
    liveListLabel,
    seeAll,
    placeholder: ui.search.placeholder,
    words: ui.search,
    searchPath: paths.search,
    language: pageLanguage(),
  };
  return (
    <Dialog id="search-dialog" closeOnLink initialFocus="input">
      <DialogTrigger label={ui.search.open} className={triggerClassName}>
        <Icon name="search" size={22} />
      </DialogTrigger>
      <DialogPanel label={ui.search.dialog} closeLabel={ui.search.close} className={styles.dialog}>
        <SearchForm
          id="header-search"
          label={searchCopy.formLabel}
          words={ui.search}
          action={paths.search}
          field={({ submit, ...parts }) => (
            <LiveSearch {...parts} copy={liveCopy}>
              {submit}
            </LiveSearch>
          )}
        />
      </DialogPanel>
    </Dialog>
  );
}

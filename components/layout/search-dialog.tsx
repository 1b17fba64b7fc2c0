import { Icon } from '@/components/ui/icon';
import { Dialog } from '@/components/ui/dialog/dialog.client';
import { DialogPanel } from '@/components/ui/dialog/dialog-panel.client';
import { DialogTrigger } from '@/components/ui/dialog/dialog-trigger.client';
import { SearchForm } from '@/components/ui/search-form';
import { LiveSearch } from './live-search.client';
import styles from './search-dialog.module.scss';

export interface SearchDialogProps {
  /** The header draws the button that opens it. */
  triggerClassName?: string;
}

/** The header's search: a dialog with the search form, listing matching pages as the visitor types. */
export function SearchDialog({ triggerClassName }: SearchDialogProps) {
  return (
    <Dialog id="search-dialog" closeOnLink initialFocus="input">
      <DialogTrigger label="Search" className={triggerClassName}>
        <Icon name="search" size={22} />
      </DialogTrigger>
      <DialogPanel label="Search the site" closeLabel="Close search" className={styles.dialog}>
        <SearchForm id="header-search" field={({ submit, ...parts }) => <LiveSearch {...parts}>{submit}</LiveSearch>} />
      </DialogPanel>
    </Dialog>
  );
}

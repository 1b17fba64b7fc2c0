// The HTML invoker-command attributes (`commandfor`, `command`) are not yet in
// React's DOM types; they let a button open a dialog before any script runs.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}

'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { X } from '@phosphor-icons/react/dist/ssr';
import { isVideoFile, videoEmbedUrl, type VideoSource } from '@/lib/video';
import styles from './video-modal.module.scss';

export interface VideoModalProps {
  id: string;
  video: VideoSource;
  /** Accessible name of the play button; it contains the button's visible text. */
  triggerLabel: string;
  triggerContent: ReactNode;
  triggerClassName?: string;
  /** CSS aspect ratio of the player. */
  aspectRatio?: string;
}

/**
 * A play button and the native modal dialog it opens. The player (and with it
 * anything from the video provider) is created only once the dialog opens and
 * removed when it closes. Escape, the backdrop and the close button close it;
 * focus moves to the close button and returns to the play button.
 */
export function VideoModal({
  id,
  video,
  triggerLabel,
  triggerContent,
  triggerClassName,
  aspectRatio = '16 / 9',
}: VideoModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const mediaRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      triggerRef.current?.focus();
    };
    // A click on the dialog box itself, not its content, is a click on the backdrop.
    const onClick = (event: MouseEvent) => event.target === dialog && dialog.close();
    // Handled here as well as natively: browsers may ignore a repeated Escape without user activation.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
    closeRef.current?.focus();
  };
  const src = videoEmbedUrl(video);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={show}
      >
        {triggerContent}
      </button>
      <dialog ref={dialogRef} id={id} aria-label={video.title} className={styles.dialog}>
        {/* Focus guards keep Tab inside, even when it leaves the provider's frame. */}
        <span tabIndex={0} className={styles.guard} onFocus={() => (mediaRef.current ?? closeRef.current)?.focus()} />
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Close video"
          onClick={() => dialogRef.current?.close()}
        >
          <X size={22} weight="bold" aria-hidden />
        </button>
        <div className={styles.frame} style={{ aspectRatio }}>
          {open &&
            (video.provider === 'custom' && isVideoFile(video.url) ? (
              <video
                ref={mediaRef}
                className={styles.media}
                src={src}
                aria-label={video.title}
                autoPlay
                muted
                playsInline
                controls
              />
            ) : (
              <iframe
                ref={mediaRef}
                className={styles.media}
                src={src}
                title={video.title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ))}
        </div>
        <span tabIndex={0} className={styles.guard} onFocus={() => closeRef.current?.focus()} />
      </dialog>
    </>
  );
}

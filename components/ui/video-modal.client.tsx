'use client';

import { useCallback, type ReactNode } from 'react';
import { track } from '@/lib/track';
import { isVideoFile, videoEmbedUrl, type VideoSource } from '@/lib/video';
import { Dialog } from './dialog/dialog.client';
import { DialogPanel } from './dialog/dialog-panel.client';
import { DialogTrigger } from './dialog/dialog-trigger.client';
import styles from './video-modal.module.scss';

export interface VideoModalProps {
  id: string;
  video: VideoSource;
  /** Accessible name of the play button; it contains the button's visible text. */
  triggerLabel: string;
  /** Accessible name of the dialog's close button, in the page's language. */
  closeLabel: string;
  /** The page's language, which the player's controls and captions take. */
  language: string;
  triggerContent: ReactNode;
  triggerClassName?: string;
  /** CSS aspect ratio of the player. */
  aspectRatio?: string;
}

/**
 * A play button and the modal dialog it opens. The player (and with it anything from
 * the video provider) is created only once the dialog opens and removed when it closes.
 */
export function VideoModal({
  id,
  video,
  triggerLabel,
  closeLabel,
  language,
  triggerContent,
  triggerClassName,
  aspectRatio = '16 / 9',
}: VideoModalProps) {
  const src = videoEmbedUrl(video, language);
  // The player is created when the dialog opens: its element's arrival is the play. A stable
  // callback ref runs once per player, not on every render.
  const played = useCallback(
    (player: HTMLElement | null) => {
      if (player) track('Video Played', { video: video.title });
    },
    [video.title],
  );
  return (
    <Dialog id={id}>
      <DialogTrigger label={triggerLabel} className={triggerClassName}>
        {triggerContent}
      </DialogTrigger>
      <DialogPanel label={video.title} className={styles.dialog} closeLabel={closeLabel} closeClassName={styles.close}>
        {(open) => (
          <div className={styles.frame} style={{ aspectRatio }}>
            {open &&
              (video.provider === 'custom' && isVideoFile(video.url) ? (
                <video
                  ref={played}
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
                  ref={played}
                  className={styles.media}
                  src={src}
                  title={video.title}
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              ))}
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}

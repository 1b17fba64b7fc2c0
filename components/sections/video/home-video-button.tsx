import { Icon } from '@/components/ui/icon';
import { VideoModal } from '@/components/ui/video-modal.client';
import { homeVideo } from '@/content/home';
import styles from './home-video-button.module.scss';
import { fill, ui } from '@/content/interface';
import { pageLanguage } from '@/content/localized';

export interface HomeVideoButtonProps {
  /** Unique on the page: the dialog's id. */
  id: string;
  /** A round button with the video's title (heroes), or a large button over a poster. */
  variant: 'inline' | 'poster';
}

/** The play button of the home video; it opens the muted, autoplaying video in the modal. */
export function HomeVideoButton({ id, variant }: HomeVideoButtonProps) {
  return (
    <VideoModal
      id={id}
      video={homeVideo}
      triggerLabel={fill(ui.video.play, { title: homeVideo.title })}
      closeLabel={ui.video.close}
      language={pageLanguage()}
      triggerClassName={styles[variant]}
      triggerContent={
        <>
          <span className={styles.icon}>
            <Icon name="play" size={variant === 'poster' ? 34 : 22} weight="fill" />
          </span>
          {variant === 'inline' && <span className={styles.label}>{homeVideo.title}</span>}
        </>
      }
    />
  );
}

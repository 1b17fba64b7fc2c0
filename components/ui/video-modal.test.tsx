import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VideoSource } from '@/lib/video';
import { installDialogStandIn } from '@/test-support/jsdom-dialog';
import { VideoModal } from './video-modal.client';
import { site } from '@/content/site';

beforeAll(installDialogStandIn);

const youtube: VideoSource = { provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: `${site.shortName} in two minutes` };

function renderModal(video: VideoSource = youtube) {
  render(
    <VideoModal
      id="video"
      video={video}
      triggerLabel={`Play video: ${video.title}`}
      closeLabel="Close video"
      language="en"
      triggerContent={video.title}
    />,
  );
  return screen.getByRole('button', { name: `Play video: ${video.title}` });
}

function frame(): HTMLIFrameElement | null {
  return document.querySelector('iframe');
}

describe('VideoModal', () => {
  it('creates no player until the play button is pressed', () => {
    renderModal();
    expect(frame()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the muted, autoplaying no-cookie YouTube embed and moves focus in', async () => {
    const play = renderModal();
    await userEvent.click(play);
    expect(screen.getByRole('dialog', { name: `${site.shortName} in two minutes` })).toBeInTheDocument();
    const src = frame()?.getAttribute('src') ?? '';
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
    expect(src).toContain('autoplay=1');
    expect(src).toContain('mute=1');
    expect(frame()).toHaveAttribute('title', `${site.shortName} in two minutes`);
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  });

  it('closes on Escape, removes the player and returns focus to the play button', async () => {
    const play = renderModal();
    await userEvent.click(play);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(play).toHaveFocus();
  });

  it('closes with the close button and on a backdrop click', async () => {
    const play = renderModal();
    await userEvent.click(play);
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(frame()).toBeNull();
    expect(play).toHaveFocus();

    await userEvent.click(play);
    const dialog = screen.getByRole('dialog');
    // Outside the dialog's box, which jsdom leaves empty at (0, 0).
    act(() => {
      fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const play = renderModal();
    await userEvent.click(play);
    const close = screen.getByRole('button', { name: 'Close video' });
    await userEvent.tab({ shift: true });
    expect(frame()).toHaveFocus();
    // Leaving the provider's frame forwards lands on the closing guard, which wraps to the close button.
    const guards = screen.getByRole('dialog').querySelectorAll<HTMLElement>('[data-focus-guard]');
    act(() => guards[guards.length - 1]?.focus());
    expect(close).toHaveFocus();
  });

  it('plays Vimeo and custom players muted and autoplaying', async () => {
    const play = renderModal({ provider: 'vimeo', videoId: '76979871', title: 'Vimeo intro' });
    await userEvent.click(play);
    expect(frame()?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&dnt=1&texttrack=en',
    );
  });

  it('plays a custom video file in a muted, autoplaying video element', async () => {
    const play = renderModal({ provider: 'custom', url: '/media/intro.mp4', title: 'Custom intro' });
    await userEvent.click(play);
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/intro.mp4');
    expect(video).toHaveAttribute('autoplay');
    expect(video?.muted).toBe(true);
    expect(frame()).toBeNull();
  });
});

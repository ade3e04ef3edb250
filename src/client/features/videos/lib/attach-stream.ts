/** What became of a stream the player was given. */
export type StreamTrouble = 'offline' | 'ended';

/** True when the browser plays HLS itself (Safari, iOS, recent Chrome on Android). */
export function hasNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * Plays an HLS playlist in the video element: the browser's own HLS where it has it, else
 * hls.js, fetched only now (it is a large library and only this page needs it). Reports a
 * stream that cannot be loaded (offline) or that reached its end. Returns the clean-up.
 */
export function attachStream(
  video: HTMLVideoElement,
  url: string,
  onTrouble: (trouble: StreamTrouble) => void,
): () => void {
  let stopped = false;
  const ended = () => onTrouble('ended');
  video.addEventListener('ended', ended);
  if (hasNativeHls(video)) {
    const failed = () => onTrouble('offline');
    video.addEventListener('error', failed);
    video.src = url;
    return () => {
      video.removeEventListener('ended', ended);
      video.removeEventListener('error', failed);
      video.removeAttribute('src');
      video.load();
    };
  }
  let destroy = () => {};
  void import('hls.js')
    .then(({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        onTrouble('offline');
        return;
      }
      // A short retry budget: "offline" shows in seconds instead of after minutes of retries.
      const hls = new Hls({ manifestLoadingMaxRetry: 1, levelLoadingMaxRetry: 2, fragLoadingMaxRetry: 2 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onTrouble('offline');
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })
    .catch(() => onTrouble('offline'));
  return () => {
    stopped = true;
    video.removeEventListener('ended', ended);
    destroy();
  };
}

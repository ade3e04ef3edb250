/**
 * Inside a frame, post {type: 'resize-iframe', height} to the parent on load, on resize
 * and whenever the document changes, so the host page can fit the frame to the content.
 */
export function startIframeResize(win: Window = window): () => void {
  if (win.parent === win) return () => {};
  let last = -1;
  let frame = 0;
  const post = () => {
    frame = 0;
    const height = Math.ceil(win.document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    win.parent.postMessage({ type: 'resize-iframe', height }, '*');
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(post);
  };
  const resize = new ResizeObserver(schedule);
  resize.observe(win.document.documentElement);
  const mutations = new MutationObserver(schedule);
  mutations.observe(win.document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  win.addEventListener('load', schedule);
  win.addEventListener('resize', schedule);
  schedule();
  return () => {
    resize.disconnect();
    mutations.disconnect();
    win.removeEventListener('load', schedule);
    win.removeEventListener('resize', schedule);
  };
}

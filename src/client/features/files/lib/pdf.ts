import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export interface PdfDocument {
  pages: number;
  /** Draws a page at the canvas's on-screen width, sharp on high-density screens. */
  draw: (page: number, canvas: HTMLCanvasElement) => { cancel: () => void };
  destroy: () => Promise<void>;
}

/**
 * Opens a PDF with pdf.js. The legacy build runs in older web views (iOS) too; its worker
 * is a file of this app (the page's CSP allows workers from 'self' only), and eval stays
 * off for the same policy.
 */
export async function openPdf(url: string): Promise<PdfDocument> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc: PDFDocumentProxy = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
  return {
    pages: doc.numPages,
    draw(number, canvas) {
      let task: RenderTask | null = null;
      let cancelled = false;
      void doc.getPage(number).then((page) => {
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const scale = (canvas.parentElement?.clientWidth || base.width) / base.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        task.promise.catch(() => undefined); // a cancelled render rejects; nothing to report
      });
      return {
        cancel: () => {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    destroy: () => doc.destroy(),
  };
}

// The files feature's public face: a document wherever one appears (open in the app, download,
// save to Documents in the native shells). pdf.js itself is loaded only when a PDF is shown.
export { DocumentFile, type DocumentFileProps } from './components/document-file';
export { DocumentFileList } from './components/document-file-list';
export { DownloadProgress } from './components/download-progress';
export { useFileDownload, type FileDownload } from './use-file-download';
export type { FileRef } from './lib/file-ref';

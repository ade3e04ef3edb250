import type {
  ContentDocumentFile,
  ContentImage,
  ContentVideoFile,
} from '../../../../../shared/contracts/content';
import type { ContentForm } from '../../lib/form-values';

/** Uploaded files the form refers to by id, kept whole for previews. */
export interface FormFiles {
  images: Record<string, ContentImage>;
  documents: Record<string, ContentDocumentFile>;
  addImage: (image: ContentImage) => void;
  addDocument: (document: ContentDocumentFile) => void;
  videos: Record<string, ContentVideoFile>;
  addVideo: (video: ContentVideoFile) => void;
}

export interface KindFieldsProps {
  form: ContentForm;
  files: FormFiles;
}

/** An empty input is "not set" for nullable numbers and codes. */
export const nullIfEmpty = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);
export const numberOrNull = (v: unknown) => (nullIfEmpty(v) === null ? null : Number(v));

// The content feature's public face: venue details for the venue page, uploads for the demo seed.
export { venueDetails } from './public-queries';
export { storeUpload } from './uploads';
// The venues admin shows and checks a venue's photo, an upload like the content's.
export { imagesById } from './queries';
// The official photos read albums (a content kind) with their pictures resolved.
export { filesById, itemsOfKind } from './queries';
export { fullSizeUrl, imageJson } from './file-json';
export { localized } from './translations';
// Official videos read the video items with their files, thumbnails and the units they show.
export { withFiles } from './queries';
// Courses are a content kind: their reads start from the content's rows.
export type { ContentRow } from './queries';
// A certificate is downloaded under its name like any stored file.
export { disposition } from './file-routes';

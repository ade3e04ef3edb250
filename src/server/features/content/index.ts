// The content feature's public face: venue details for the venue page, uploads for the demo seed.
export { venueDetails } from './public-queries';
export { storeUpload } from './uploads';
// The venues admin shows and checks a venue's photo, an upload like the content's.
export { imagesById } from './queries';

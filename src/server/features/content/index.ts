// The content feature's public face: venue details for the venue page, uploads for the demo seed.
export { venueDetails } from './public-queries';
export { storeUpload } from './uploads';
export { createItem } from './service';

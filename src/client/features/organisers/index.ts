// The organisers' public screens' face for other features: the content admin previews images with it.
export { ContentPicture } from './components/content-picture';
// Venues show the way to a venue with the same link as the places.
export { DirectionsLink } from './components/directions-link';
// Videos name a sport the way the ambassadors do.
export { useDisciplineName } from './lib/use-discipline-name';

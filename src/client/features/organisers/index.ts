// The organisers' public screens' face for other features: the content admin previews images with it.
export { ContentPicture } from './components/content-picture';
// Videos name a sport the way the ambassadors do.
export { useDisciplineName } from './lib/use-discipline-name';

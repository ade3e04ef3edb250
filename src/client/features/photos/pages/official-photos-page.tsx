import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../../lib/use-search-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { usePhotoAlbum } from '../api/get-photo-album';
import { usePhotoAlbums } from '../api/get-photo-albums';
import { AlbumList } from '../components/album-list';
import { AlbumView } from '../components/album-view';

/**
 * /official-photos: the organisers' albums by day and sport; `?album=<id>` opens one, so an
 * album is a link to share and the back button returns to the list.
 */
export default function OfficialPhotosPage() {
  const { t } = useTranslation('photos');
  const album = Number(useSearchState().get('album') ?? '');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('common:menu.officialPhotos')} subtitle={t('subtitle')} />
      {Number.isSafeInteger(album) && album > 0 ? <OneAlbum id={album} /> : <Albums />}
    </div>
  );
}

function Albums() {
  const query = usePhotoAlbums();
  return <QueryView query={query}>{(data) => <AlbumList albums={data.albums} />}</QueryView>;
}

function OneAlbum({ id }: { id: number }) {
  const query = usePhotoAlbum(id);
  return <QueryView query={query}>{(album) => <AlbumView album={album} />}</QueryView>;
}

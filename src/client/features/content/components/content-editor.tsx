import { useState, type ComponentType } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  contentInputSchema,
  type AdminContentItem,
  type ContentInput,
  type ContentKind,
} from '../../../../shared/contracts/content';
import { useServerFieldErrors } from '../../auth';
import { useSaveContent } from '../api/save-content';
import { formValuesOf, withoutEmptyTranslations, type ContentFormValues } from '../lib/form-values';
import { notify } from '../../../lib/notify';
import { EditorFooter } from './editor-footer';
import { Card } from '../../../ui/card';
import { AmbassadorFields } from './kind-fields/ambassador-fields';
import { CommunicationFields } from './kind-fields/communication-fields';
import { CourseFields } from './kind-fields/course-fields';
import type { FormFiles, KindFieldsProps } from './kind-fields/kind-fields-props';
import { PageFields } from './kind-fields/page-fields';
import { PhotoAlbumFields } from './kind-fields/photo-album-fields';
import { PlaceFields } from './kind-fields/place-fields';
import { SponsorFields } from './kind-fields/sponsor-fields';
import { TransportLineFields } from './kind-fields/transport-line-fields';
import { TriviaFields } from './kind-fields/trivia-fields';
import { VideoFields } from './kind-fields/video-fields';
import { VenueFields } from './kind-fields/venue-fields';
import { TranslationTabs } from './translation-tabs';

const KIND_FIELDS: Record<ContentKind, ComponentType<KindFieldsProps>> = {
  place: PlaceFields,
  ambassador: AmbassadorFields,
  sponsor: SponsorFields,
  page: PageFields,
  transport_line: TransportLineFields,
  venue: VenueFields,
  trivia: TriviaFields,
  photo_album: PhotoAlbumFields,
  video: VideoFields,
  course: CourseFields,
  official_report: CommunicationFields,
  communication: CommunicationFields,
};

/**
 * The contract names its own messages ('required', 'timeFormat'…); zod's built-in ones are
 * English sentences, so they become keys the form translates too.
 */
const checkInput = zodResolver(contentInputSchema, {
  error: (issue) => {
    if (issue.code === 'too_small')
      return issue.origin === 'array' ? 'tooFew' : issue.origin === 'string' ? 'required' : 'outOfRange';
    if (issue.code === 'too_big') return issue.origin === 'array' ? 'tooMany' : 'outOfRange';
    if (issue.code === 'invalid_format' && issue.format === 'url') return 'urlFormat';
    if (issue.code === 'invalid_type' && issue.expected === 'number') return 'number';
    return 'invalid';
  },
});
/** The shared contract checks the form, once untouched languages are left out. */
const resolver: Resolver<ContentFormValues, unknown, ContentInput> = (values, context, options) =>
  checkInput(withoutEmptyTranslations(values), context, options as never) as ReturnType<
    Resolver<ContentFormValues, unknown, ContentInput>
  >;

/** Creates an item of the kind, or edits one: texts per language, then the kind's own fields. */
export function ContentEditor({
  kind,
  item,
  onClose,
}: {
  kind: ContentKind;
  item?: AdminContentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const save = useSaveContent();
  const form = useForm<ContentFormValues, unknown, ContentInput>({
    resolver,
    defaultValues: formValuesOf(kind, item),
  });
  useServerFieldErrors(save.error, form.setError);
  const [images, setImages] = useState(item?.images ?? {});
  const [documents, setDocuments] = useState(item?.documents ?? {});
  const [videos, setVideos] = useState(item?.videos ?? {});
  const files: FormFiles = {
    images,
    documents,
    addImage: (image) => setImages((all) => ({ ...all, [image.id]: image })),
    addDocument: (doc) => setDocuments((all) => ({ ...all, [doc.id]: doc })),
    videos,
    addVideo: (video) => setVideos((all) => ({ ...all, [video.id]: video })),
  };
  const KindFields = KIND_FIELDS[kind];
  const onSubmit = form.handleSubmit(async (input) => {
    await save.mutateAsync({ id: item?.id, input });
    void notify.success(t(item ? 'form.saved' : 'form.created'));
    onClose();
  });
  const heading = item
    ? t('form.editTitle', { title: item.translations.en.title })
    : t(`form.newTitle.${kind}`);
  return (
    <Card className="p-4 sm:p-5">
      <form
        onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
        noValidate
        className="space-y-5"
        aria-labelledby="content-editor-title"
      >
        <h2 id="content-editor-title" className="text-lg font-semibold">
          {heading}
        </h2>
        <TranslationTabs form={form} />
        <KindFields form={form} files={files} />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3">
          <input type="checkbox" className="size-5 accent-[var(--brand)]" {...form.register('published')} />
          <span>
            <span className="block text-sm font-semibold">{t('form.published')}</span>
            <span className="block text-xs text-muted">{t('form.publishedHint')}</span>
          </span>
        </label>
        <EditorFooter
          error={save.error}
          pending={save.isPending}
          onCancel={onClose}
          cancelLabel={t('form.cancel')}
          submitLabel={t(item ? 'form.save' : 'form.create')}
        />
      </form>
    </Card>
  );
}

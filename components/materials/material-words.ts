import { useTranslations } from 'next-intl';

type Provider = 'link' | 'drive' | 'video_a' | 'video_b';
type ResourceType = 'material' | 'homework' | 'reference';
/** Things the library counts: "1 item" / "3 items" in the reader's language. */
/** An item of the library or the trash, as far as its kind goes. */
export type KindOf =
  { type: 'folder' | 'template' } | { type: 'resource'; resourceType: ResourceType; provider: Provider };

export type Counted = 'items' | 'folders' | 'subfolders' | 'templates' | 'resources' | 'results';

/**
 * The library's words in the reader's language (namespace `teacherMaterials.words`): counts as ICU
 * plurals, the resource enums, and what kind of thing an item is ("Homework · YouTube video").
 */
export function useMaterialWords() {
  const t = useTranslations('teacherMaterials.words');
  const count = (what: Counted, value: number) => t(`count.${what}`, { count: value });
  const provider = (value: Provider) => t(`provider.${value}`);
  const type = (value: ResourceType) => t(`type.${value}`);
  const kind = (item: KindOf) =>
    item.type === 'resource'
      ? t('resourceKind', { type: type(item.resourceType), provider: provider(item.provider) })
      : item.type === 'folder'
        ? t('folder')
        : t('lessonTemplate');
  return { count, provider, type, kind, quoted: (name: string) => t('quoted', { name }) };
}

export type MaterialWords = ReturnType<typeof useMaterialWords>;

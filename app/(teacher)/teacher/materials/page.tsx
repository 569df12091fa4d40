import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LibraryBrowser } from '@/components/materials/library-browser';
import { isFiltered, libraryPageSize, parseLibraryQuery } from '@/components/materials/library-query';
import { searchLibrary } from '@/components/materials/library-results';
import { contentsItems, contentsPageCount, findFolder } from '@/components/materials/library-types';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { getFolderTree } from '@/lib/materials/folders/get-folder-tree';
import { listTags } from '@/lib/students/list-tags';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherMaterials.pages');
  return { title: t('materials') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MaterialsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const query = parseLibraryQuery(await searchParams);
  const [tree, tags] = await Promise.all([
    getFolderTree({ teacherId: teacher.id }),
    listTags({ teacherId: teacher.id }),
  ]);
  const open = findFolder(tree.data, query.folder);
  if (query.folder && !open) notFound();

  // Search results are one list across folders; a folder's contents come in groups (folders,
  // templates, resources), each paged by the same page number.
  const { items, total, pages } = isFiltered(query)
    ? await searchLibrary({ teacherId: teacher.id, query, limit: libraryPageSize }).then((found) => ({
        ...found,
        pages: Math.max(1, Math.ceil(found.total / libraryPageSize)),
      }))
    : await listFolderContents({
        teacherId: teacher.id,
        folderId: query.folder,
        query: { page: query.page, limit: libraryPageSize, sort: query.sort },
      }).then((page) => ({
        items: contentsItems(page),
        total: page.folders.total + page.templates.total + page.resources.total,
        pages: contentsPageCount(page, libraryPageSize),
      }));

  return (
    <LibraryBrowser
      query={query}
      tree={tree.data}
      totalItemCount={tree.rootItemCount + tree.data.reduce((sum, node) => sum + node.itemCount, 0)}
      folder={open?.node ?? null}
      path={open ? [...open.path, open.node] : []}
      items={items}
      total={total}
      pages={pages}
      tags={tags.data.map(({ id, name, color }) => ({ id, name, color }))}
      timeZone={usableTimeZone(teacher.timezone)}
    />
  );
}

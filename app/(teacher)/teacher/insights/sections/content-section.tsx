import { CategoryTable } from '@/components/insights/category-table';
import { ResourceImpactChart } from '@/components/insights/resource-impact-chart';
import { TagCombinations } from '@/components/insights/tag-combinations';
import { TemplateRankingTable } from '@/components/insights/template-ranking-table';
import { getCategoryMetrics } from '@/lib/insights/content/get-category-metrics';
import { getResourceImpact } from '@/lib/insights/content/get-resource-impact';
import { getTagCombinations } from '@/lib/insights/content/get-tag-combinations';
import { rankTemplates } from '@/lib/insights/content/rank-templates';
import { ZContentPeriodQuery, ZTemplateRankingQuery } from '@/lib/insights/content/schemas';

/** The ranking holds the 100 most used templates (the API's page maximum); the table re-sorts them. */
const rankingLimit = 100;

/** Content analytics over 30 or 90 days: templates, resource types, tag pairs and categories. */
export async function ContentSection({ teacherId, days }: { teacherId: string; days: 30 | 90 }) {
  const now = new Date();
  const query = ZContentPeriodQuery.parse({ period: String(days) });
  const [ranking, resources, tags, categories] = await Promise.all([
    rankTemplates({
      teacherId,
      query: ZTemplateRankingQuery.parse({ period: String(days), limit: rankingLimit }),
      now,
    }),
    getResourceImpact({ teacherId, query, now }),
    getTagCombinations({ teacherId, query, now }),
    getCategoryMetrics({ teacherId, query, now }),
  ]);
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <TemplateRankingTable templates={ranking.data} days={days} />
      </div>
      <ResourceImpactChart types={resources.types} />
      <TagCombinations combinations={tags.combinations} />
      <div className="min-w-0 lg:col-span-2">
        <CategoryTable categories={categories.categories} />
      </div>
    </div>
  );
}

import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { companies, historyItems, type EventPayload } from '../../db/schema.js';
import { companyAddress, itemPath } from '../../tenancy/company-address.js';
import { itemTitle } from '../reviews/item-title.js';

/**
 * The bodies of events as they are sent: the recorded `{type, timestamp, data}` where `data.item`
 * gains the item's title, assistant and links (in the app and in the public API). Read for a
 * batch of events in two statements. An item deleted since keeps only its id.
 */

type AddressConfig = Parameters<typeof companyAddress>[0];

export interface EventToSend {
  companyId: number;
  payload: EventPayload;
}

const itemIdOf = (payload: EventPayload): number | null => {
  const item = payload.data.item as { id?: unknown } | undefined;
  return typeof item?.id === 'number' ? item.id : null;
};

export async function eventBodies(
  db: Db,
  config: AddressConfig & Pick<Config, 'BASE_DOMAIN'>,
  list: EventToSend[],
): Promise<string[]> {
  const itemIds = [...new Set(list.map((e) => itemIdOf(e.payload)).filter((id) => id !== null))];
  const companyIds = [...new Set(list.map((e) => e.companyId))];
  const [items, slugs] = await Promise.all([
    itemIds.length === 0
      ? []
      : db
          .select({
            id: historyItems.id,
            companyId: historyItems.companyId,
            assistantType: historyItems.assistantType,
            formData: historyItems.formData,
            content: historyItems.content,
          })
          .from(historyItems)
          .where(inArray(historyItems.id, itemIds)),
    db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
  ]);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const slugById = new Map(slugs.map((c) => [c.id, c.slug]));
  return list.map(({ companyId, payload }) => {
    const id = itemIdOf(payload);
    const item = id === null ? undefined : itemById.get(id);
    const slug = slugById.get(companyId);
    if (id === null || !item || item.companyId !== companyId || !slug) {
      return JSON.stringify(payload);
    }
    const address = companyAddress(config, slug);
    const data = {
      ...payload.data,
      item: {
        ...(payload.data.item as object),
        id,
        title: itemTitle(item),
        assistantType: item.assistantType,
        links: {
          app: address(itemPath(item, id)),
          api: address(`/api/v1/history/${id}`),
        },
      },
    };
    return JSON.stringify({ ...payload, data });
  });
}

/**
 * The order's receipt as a PDF (issue 15 point 1, decision 055): for the customer by the
 * order page's token, for staff by the order's id. The seller's facts are read when the
 * receipt is made, so a receipt downloaded after staff edit them shows the new ones.
 */
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { OrderDetails } from '../order/order.repository';
import { findOrderDetailsById } from '../order/order.repository';
import type { ShopInfoService } from '../shop-info/shop-info.service';
import type { ShopLogoService } from '../shop-info/shop-logo.service';
import { renderReceiptPdf, type ReceiptLogo } from './receipt-pdf';
import { receiptOf } from './receipt-model';

export interface ReceiptServiceDeps {
  db: Database;
  clock: Clock;
  shopInfo: Pick<ShopInfoService, 'get'>;
  shopLogo: Pick<ShopLogoService, 'state'>;
  /** The order of an order page token, NOT_FOUND otherwise (manage-order.ts). */
  managedOrderOf: (token: string) => Promise<OrderDetails>;
}

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/** The company's uploaded logo heads the receipt (decision 077); the built-in mark does not. */
async function logoOf(shopLogo: Pick<ShopLogoService, 'state'>, brandName: string) {
  const { metadata, files } = await shopLogo.state();
  if (!metadata.isCustom) return undefined;
  const { width, height } = metadata;
  return { png: files.logo.bytes, width, height, alt: brandName } satisfies ReceiptLogo;
}

export function createReceiptService(deps: ReceiptServiceDeps) {
  const { db, clock, shopInfo, shopLogo, managedOrderOf } = deps;
  async function fileOf(order: OrderDetails): Promise<ReceiptFile> {
    const info = await shopInfo.get();
    const receipt = receiptOf(order, info);
    const logo = await logoOf(shopLogo, info.brandName);
    return { fileName: receipt.fileName, pdf: await renderReceiptPdf(receipt, clock.now(), logo) };
  }

  return {
    /** GET manage/{token}/receipt.pdf: the customer's own order. */
    byToken: async (token: string) => fileOf(await managedOrderOf(token)),

    /** GET order/{id}/receipt.pdf: any order, for staff (an erased one shows what is left). */
    async byId(id: number): Promise<ReceiptFile> {
      const order = await findOrderDetailsById(db, id);
      if (!order) throw notFound('order');
      return fileOf(order);
    },
  };
}
export type ReceiptService = ReturnType<typeof createReceiptService>;

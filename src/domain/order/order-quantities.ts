/** What the customer chose to be cleaned: the quantity fields of the order (customer spec section 3). */
export interface WindowAmount {
  windowId: number;
  amount: number;
}

export interface OrderQuantities {
  windows: WindowAmount[];
  balconyGlassAmount: number;
  /** null when the question has not been answered. */
  balconyGlassCurtain: boolean | null;
  balconyRailings: boolean;
  balconyRailingMeters: number;
  balconyRailingsObstacle: boolean | null;
  terraceGlassAmount: number;
  terraceRoof: boolean;
  miscSealAmount: number;
  miscFastenerAmount: number;
  highGlassAmount: number;
  highOpeningAmount: number;
}

export type PaymentType = 'online' | 'bill';
/** Stored invoice channels (the browser's print/email/evoice/post map to paper/email/einvoice/none). */
export type InvoiceChannel = 'none' | 'email' | 'paper' | 'einvoice';
export type CustomerKind = 'private' | 'company' | 'mall';

export const emptyQuantities: OrderQuantities = {
  windows: [],
  balconyGlassAmount: 0,
  balconyGlassCurtain: null,
  balconyRailings: false,
  balconyRailingMeters: 0,
  balconyRailingsObstacle: null,
  terraceGlassAmount: 0,
  terraceRoof: false,
  miscSealAmount: 0,
  miscFastenerAmount: 0,
  highGlassAmount: 0,
  highOpeningAmount: 0,
};

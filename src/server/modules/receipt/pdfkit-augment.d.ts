/**
 * What pdfkit 0.20 takes that @types/pdfkit 0.17 does not yet say: an already-parsed
 * fontkit font in registerFont (pdfkit 0.20.0's changelog), and a table header cell's scope
 * on a structure element (pdfkit 0.19's PDF/UA work; PDFStructureElement reads
 * `options.scope` into the Table attribute `Scope`).
 */
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit {
    namespace Mixins {
      interface StructureElementOptions {
        scope?: 'Row' | 'Column' | 'Both';
      }
      interface PDFFont {
        registerFont(name: string, src: Font): this;
      }
    }
  }
}

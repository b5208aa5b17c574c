/**
 * A tagged PDF as pdf.js reads it (decision 064): its structure tree, the text each element
 * holds (through the marked-content ids pdf.js gives both the tree and the text), and any
 * text outside a structure element or inside an artifact, which a screen reader would skip
 * or read out of order.
 */
import type { getDocumentProxy } from 'unpdf';

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface TaggedNode {
  role: string;
  children: TaggedNode[];
  /** The marked contents directly under this element. */
  contentIds: string[];
}

interface PdfjsNode {
  role?: string;
  type?: string;
  id?: string;
  children?: PdfjsNode[];
}

function nodeOf(node: PdfjsNode): TaggedNode {
  const children = node.children ?? [];
  return {
    role: node.role ?? '',
    children: children.filter((child) => child.role !== undefined).map(nodeOf),
    contentIds: children.flatMap((child) =>
      child.type === 'content' && child.id ? [child.id] : [],
    ),
  };
}

interface MarkedItem {
  type?: string;
  id?: string;
  tag?: string;
  str?: string;
  hasEOL?: boolean;
}

export async function taggedContentOf(pdf: Pdf) {
  const texts = new Map<string, string>();
  const untagged: string[] = [];
  let tree: TaggedNode = { role: '', children: [], contentIds: [] };
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    if (number === 1) tree = nodeOf((await page.getStructTree()) as PdfjsNode);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const open: MarkedItem[] = [];
    for (const item of content.items as MarkedItem[]) {
      if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        open.push(item);
      } else if (item.type === 'endMarkedContent') {
        open.pop();
      } else if (item.str !== undefined) {
        const inside = open.findLast((marked) => marked.id !== undefined);
        const isArtifact = open.some((marked) => marked.tag === 'Artifact');
        if (inside?.id && !isArtifact) {
          const text = item.str + (item.hasEOL ? ' ' : '');
          texts.set(inside.id, (texts.get(inside.id) ?? '') + text);
        } else if (item.str.trim() !== '') {
          untagged.push(item.str);
        }
      }
    }
  }
  /** The text an element holds, its own and its children's, with single spaces. */
  const textOf = (node: TaggedNode): string =>
    [...node.contentIds.map((id) => texts.get(id) ?? ''), ...node.children.map(textOf)]
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  return { tree, textOf, untagged };
}

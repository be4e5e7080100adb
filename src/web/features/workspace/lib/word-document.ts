import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { parseBlocks } from '@core/formatting/markdown-blocks.js';
import type { Block, TextRun as Run } from '@core/formatting/markdown-blocks.js';

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;
const NUMBERED = 'copydesk-numbered';

function runs(items: readonly Run[]): TextRun[] {
  return items.map((run) => new TextRun({ text: run.text, bold: run.bold, italics: run.italic }));
}

function paragraphs(block: Block, listIndex: number): Paragraph[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level - 1], children: runs(block.runs) })];
    case 'paragraph':
      return [
        new Paragraph({
          children: block.lines.flatMap((line, i) =>
            i === 0 ? runs(line) : [new TextRun({ break: 1 }), ...runs(line)],
          ),
        }),
      ];
    case 'list':
      return block.items.map(
        (item) =>
          new Paragraph({
            children: runs(item),
            ...(block.ordered
              ? { numbering: { reference: NUMBERED, level: 0, instance: listIndex } }
              : { bullet: { level: 0 } }),
          }),
      );
    case 'rule':
      return [
        new Paragraph({
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
        }),
      ];
  }
}

/** The generated text as a Word document: headings, lists, bold and italic kept. */
export async function buildWordDocument(title: string, content: string): Promise<Blob> {
  const blocks = parseBlocks(content);
  let lists = 0;
  const children = blocks.flatMap((block) =>
    paragraphs(block, block.kind === 'list' && block.ordered ? ++lists : 0),
  );
  const doc = new Document({
    title,
    creator: 'Copydesk',
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBlob(doc);
}

/**
 * Generated text as clean HTML (the results panel's documents, the clipboard's rich text):
 * headings, lists, paragraphs, rules, bold, italic and http(s)/mailto links. Every character of the text is escaped; only the tags
 * written here appear.
 */
import { escapeHtml } from './entities.js';
import { parseBlocks, type Block, type TextRun } from './markdown-blocks.js';

function runsHtml(runs: readonly TextRun[]): string {
  return runs
    .map((run) => {
      let html = escapeHtml(run.text);
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      if (run.href) html = `<a href="${escapeHtml(run.href)}">${html}</a>`;
      return html;
    })
    .join('');
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level}>${runsHtml(block.runs)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${block.lines.map(runsHtml).join('<br>')}</p>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${runsHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'rule':
      return '<hr>';
  }
}

/** The text as an HTML fragment with its structure kept. */
export function contentToRichHtml(raw: string): string {
  return parseBlocks(raw).map(blockHtml).join('\n');
}

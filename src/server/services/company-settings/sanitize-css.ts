import * as csstree from 'css-tree';
import { CUSTOM_CSS_TOO_LONG, isCustomCssTooLong } from '@core/api/company-settings.js';
import { invalid } from '../domain-error.js';

/**
 * A company's custom CSS, made safe to inject into every page of the company.
 *
 * The CSS is parsed (css-tree) and only a safe subset of the tree is kept, then the text is
 * regenerated from the tree, so nothing the parser did not understand survives:
 * - at-rules other than @media, @supports and @keyframes are removed (@import, @font-face,
 *   @namespace, @charset, @page, @layer, ...);
 * - a declaration is removed when it loads anything from another host: url(), src(),
 *   image-set(), image() or cross-fade() whose target is not a path on this origin ("/..." but
 *   not "//...") or a data: PNG, GIF, JPEG or WebP image; targets the CSS cannot know when it is
 *   written (var(), attr() inside those functions) count as another host;
 * - legacy script hooks are removed: expression(), behavior, -moz-binding;
 * - anything the parser could not read (raw text, nested rules, HTML comment markers) is removed;
 * - "<" is written as the CSS escape "\3c ", so the text can never close its style element.
 *
 * So the stored CSS can never make the browser contact another host (no attribute-selector
 * trick can leak what a user types); the Content-Security-Policy backs this up.
 */
export function sanitizeCss(input: string): string {
  if (isCustomCssTooLong(input)) throw invalid(CUSTOM_CSS_TOO_LONG);
  if (input.trim() === '') return '';
  const ast = csstree.parse(input, {
    parseCustomProperty: true,
    // Unreadable parts become Raw nodes, which are dropped below.
    onParseError: () => {},
  });
  if (ast.type !== 'StyleSheet') return '';
  ast.children = keepRules(ast.children);
  const css = csstree.generate(ast).replace(/</g, '\\3c ');
  // Belt and braces: the regenerated text must read back as safe (it always does).
  return isSafeTree(csstree.parse(css, { parseCustomProperty: true })) ? css : '';
}

const SAFE_AT_RULES = new Set(['media', 'supports', 'keyframes']);
/** Properties that run code or bind behaviour (old IE and Firefox). */
const BANNED_PROPERTIES = new Set(['behavior', 'binding']);
/** Functions whose string or url arguments are fetched. */
const FETCHING_FUNCTIONS = new Set(['url', 'src', 'image-set', 'image', 'cross-fade']);
/** Functions allowed inside fetching functions besides other fetching functions. */
const INNER_FUNCTIONS = new Set(['type']);

type Children = csstree.List<csstree.CssNode>;

/** The plain name of an identifier: escapes decoded, lower case, vendor prefix dropped. */
function plainName(raw: string): string {
  return csstree.ident
    .decode(raw)
    .toLowerCase()
    .replace(/^-(webkit|moz|ms|o)-/, '');
}

/**
 * Whether the browser may fetch this url() or image-set() target: a path on this origin, a
 * same-document fragment (SVG filters) or an inline raster image. Backslashes, whitespace and
 * control characters are refused: browsers treat "/\host" and "/<tab>/host" as "//host".
 */
export function isAllowedCssUrl(target: string): boolean {
  if (/^#[\w-]+$/.test(target)) return true;
  if (/^data:image\/(png|gif|jpeg|webp)[;,][\w+/=;,.%-]*$/i.test(target)) return true;
  return /^\/(?![/\\])[\w\-.~!$&'()*+,;=:@%/?#]*$/.test(target);
}

/** Rules and at-rules that stay; emptied ones are dropped too. */
function keepRules(children: Children): Children {
  return children.filter((node) => {
    if (node.type === 'Rule') return keepRule(node);
    if (node.type === 'Atrule') return keepAtrule(node);
    return false;
  });
}

function keepRule(rule: csstree.Rule): boolean {
  if (rule.prelude.type !== 'SelectorList' || containsUnsafe(rule.prelude)) return false;
  rule.block.children = keepDeclarations(rule.block.children);
  return !rule.block.children.isEmpty;
}

function keepAtrule(atrule: csstree.Atrule): boolean {
  if (!SAFE_AT_RULES.has(plainName(atrule.name))) return false;
  if (atrule.prelude && (atrule.prelude.type === 'Raw' || containsUnsafe(atrule.prelude))) {
    return false;
  }
  if (!atrule.block) return false;
  atrule.block.children = keepRules(atrule.block.children);
  return !atrule.block.children.isEmpty;
}

function keepDeclarations(children: Children): Children {
  return children.filter((node) => {
    if (node.type === 'Atrule') return keepAtrule(node);
    if (node.type !== 'Declaration') return false;
    if (BANNED_PROPERTIES.has(plainName(node.property))) return false;
    return node.value.type === 'Value' && !containsUnsafe(node.value);
  });
}

/** Whether a part of the tree holds raw text, a fetch of another host or a script hook. */
function containsUnsafe(root: csstree.CssNode): boolean {
  let unsafe = false;
  csstree.walk(root, function (node) {
    if (unsafe) return;
    if (node.type === 'Raw' || node.type === 'CDO' || node.type === 'CDC') unsafe = true;
    else if (node.type === 'Url') unsafe = !isAllowedCssUrl(node.value);
    else if (node.type === 'Function') {
      const name = plainName(node.name);
      if (name === 'expression') unsafe = true;
      else if (FETCHING_FUNCTIONS.has(name)) unsafe = !fetchTargetsAllowed(node);
    }
  });
  return unsafe;
}

/** Every string a fetching function holds must be an allowed target; no var() or attr(). */
function fetchTargetsAllowed(fn: csstree.FunctionNode): boolean {
  let allowed = true;
  fn.children.forEach((child) => {
    if (!allowed) return;
    if (child.type === 'String') allowed = isAllowedCssUrl(child.value);
    else if (child.type === 'Function') {
      const name = plainName(child.name);
      if (INNER_FUNCTIONS.has(name)) return;
      allowed = FETCHING_FUNCTIONS.has(name) && fetchTargetsAllowed(child);
    } else if (child.type === 'Url') allowed = isAllowedCssUrl(child.value);
    else if (child.type === 'Raw' || child.type === 'Parentheses') allowed = false;
  });
  return allowed;
}

function isSafeTree(ast: csstree.CssNode): boolean {
  return !containsUnsafe(ast);
}

import DOMPurify from 'dompurify';
import type { ElementContent, Properties } from 'hast';
import type { HtmlToHast } from './markdownPlugins';

/*
 * DOMPurify drops scripts, event handlers and javascript: URLs; forms and frames go too, since
 * a statement has no use for them and they could fake the site's own controls.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'];
const FORBID_ATTR = ['style', 'srcset'];

function toHast(node: Node): ElementContent | null {
  if (node.nodeType === Node.TEXT_NODE) return { type: 'text', value: node.textContent ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const properties: Properties = {};
  // hast accepts attribute names ('class', 'data-x'); react-markdown maps them to React props.
  for (const attr of Array.from(el.attributes)) properties[attr.name] = attr.value;
  const children = Array.from(el.childNodes)
    .map(toHast)
    .filter((c): c is ElementContent => c !== null);
  return { type: 'element', tagName: el.tagName.toLowerCase(), properties, children };
}

/** Sanitised HTML as hast nodes; null without a DOM (tests, server), where HTML stays text. */
export const sanitizedHtmlToHast: HtmlToHast = (html) => {
  if (!DOMPurify.isSupported) return null;
  const fragment = DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR, RETURN_DOM_FRAGMENT: true });
  return Array.from(fragment.childNodes)
    .map(toHast)
    .filter((c): c is ElementContent => c !== null);
};

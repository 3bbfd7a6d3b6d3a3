// The backstop behind every render(): the board's SVG and the panel's HTML
// come from the game's Python renderer, which escapes every string it draws.
// Were one ever to forget, markup from a link (a faction or card name, say)
// could reach the page, and PyScript on this page would run a
// <script type="py"> with the site's own interpreter. So the markup is parsed
// into an inert template and only an allow-list of tags and attributes
// survives: no scripts, no event handlers, no links out of the page, no
// embedded documents. What is dropped is counted, so a test can say nothing
// a real board needs is lost.

const SVG_TAGS = ["svg", "g", "defs", "title", "desc", "style", "symbol", "use", "marker", "pattern", "clippath",
  "mask", "lineargradient", "radialgradient", "stop", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "path", "text", "tspan", "textpath"];
const HTML_TAGS = ["div", "span", "p", "b", "i", "em", "strong", "small", "sub", "sup", "mark", "abbr", "code", "kbd",
  "br", "hr", "h2", "h3", "h4", "h5", "h6", "section", "article", "aside", "header", "footer", "figure", "figcaption",
  "ul", "ol", "li", "dl", "dt", "dd", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "details",
  "summary", "meter", "progress"];
const TAGS = new Set([...SVG_TAGS, ...HTML_TAGS]);
const ATTRS = new Set(["class", "id", "role", "tabindex", "title", "lang", "dir", "colspan", "rowspan", "scope",
  "value", "min", "max", "low", "high", "open", "style",
  // SVG geometry and presentation
  "xmlns", "viewbox", "preserveaspectratio", "width", "height", "x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r",
  "rx", "ry", "d", "points", "transform", "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width",
  "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "stroke-opacity", "opacity", "font-size", "font-weight",
  "font-family", "font-style", "text-anchor", "dominant-baseline", "alignment-baseline", "letter-spacing", "dx", "dy",
  "rotate", "textlength", "lengthadjust", "marker-start", "marker-mid", "marker-end", "markerwidth", "markerheight",
  "markerunits", "refx", "refy", "orient", "offset", "stop-color", "stop-opacity", "gradientunits",
  "gradienttransform", "patternunits", "patterncontentunits", "patterntransform", "clip-path", "clippathunits",
  "mask", "visibility", "display", "pointer-events", "vector-effect", "paint-order", "href", "xlink:href"]);
const UNSAFE_CSS = /url\s*\(|@import|expression\s*\(|javascript:/i;

function allowedAttr(name, value) {
  if (name.startsWith("on")) return false;
  if (name.startsWith("data-") || name.startsWith("aria-")) return true;
  if (!ATTRS.has(name)) return false;
  if (name === "href" || name === "xlink:href") return /^#[\w-]+$/.test(value.trim()); // only within the drawing
  if (name === "style") return !UNSAFE_CSS.test(value);
  return !/^\s*javascript:/i.test(value);
}

function clean(node, dropped) {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) { child.remove(); continue; }
    const tag = child.localName.toLowerCase();
    if (!TAGS.has(tag)) {
      dropped.push(`<${tag}>`);
      child.remove();
      continue;
    }
    if (tag === "style" && UNSAFE_CSS.test(child.textContent)) {
      dropped.push("<style> with url()");
      child.remove();
      continue;
    }
    for (const attr of [...child.attributes]) {
      const name = attr.name.toLowerCase();
      if (!allowedAttr(name, attr.value)) {
        dropped.push(`${tag} ${name}`);
        child.removeAttribute(attr.name);
      }
    }
    clean(child, dropped);
  }
}

// Markup as a clean DocumentFragment, and what was dropped (for tests and the console).
export function sanitize(markup) {
  const template = document.createElement("template");
  template.innerHTML = markup || "";
  const dropped = [];
  clean(template.content, dropped);
  if (dropped.length) console.warn("markup dropped by the sanitiser:", dropped.join(", "));
  return { fragment: template.content, dropped };
}

// Replace node's contents with the cleaned markup; returns what was dropped.
export function setMarkup(node, markup) {
  const { fragment, dropped } = sanitize(markup);
  node.replaceChildren(fragment);
  return dropped;
}

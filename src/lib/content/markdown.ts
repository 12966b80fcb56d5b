/**
 * Markdown to safe HTML, the same on the public page, the preview and the editor's live preview.
 * marked turns Markdown (and any raw HTML in it) into HTML; sanitize-html then keeps only an
 * allow-list: no script, style, iframe or form, no event handlers or style attributes, and links
 * and images only to http(s), mailto, tel or the site itself.
 *
 * Placeholders ({{business_address}}) are filled by the sanitiser itself, in the parsed tree:
 * text as escaped text, attributes before their scheme is checked. Filling the sanitised string
 * afterwards let a Settings value of `javascript:…` become a live link.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { fillText, type PlaceholderKey } from "./placeholders";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "div",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "strong",
    "em",
    "del",
    "s",
    "sup",
    "sub",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

type PlaceholderValues = Record<PlaceholderKey, string>;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Inside a link marked has percent-encoded the braces: the value is encoded to match. */
function fillAttribute(value: string, values: PlaceholderValues): string {
  const filled = value.replace(/%7B%7B([a-z_]+)%7D%7D/gi, (match, key: string) =>
    key in values ? encodeURI(values[key as PlaceholderKey]) : match,
  );
  return fillText(filled, values);
}

function optionsFilling(values: PlaceholderValues | undefined): sanitizeHtml.IOptions {
  return {
    ...SANITIZE_OPTIONS,
    // Runs before the attribute and scheme checks, so a filled href is checked like any other.
    transformTags: {
      "*": (tagName, attribs) => {
        const filled: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs))
          filled[name] = values ? fillAttribute(value, values) : value;
        // Links that leave the site do not hand it the opener.
        if (tagName === "a" && /^https?:/i.test(filled.href ?? ""))
          filled.rel = "noopener noreferrer nofollow";
        return { tagName, attribs: filled };
      },
    },
    // The sanitiser hands text over escaped and inserts the answer as it is: values are escaped.
    ...(values
      ? {
          textFilter: (text: string) =>
            text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, key: string) =>
              key in values ? escapeHtml(values[key as PlaceholderKey]) : match,
            ),
        }
      : {}),
  };
}

/** Markdown to sanitised HTML, with the site's facts filled in when `values` are given. */
export function renderMarkdown(markdown: string, values?: PlaceholderValues): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, optionsFilling(values));
}

/**
 * Fills placeholders in HTML this module rendered earlier (a cached published page, a revision):
 * it goes through the sanitiser again with the values, so they land in the tree the same way.
 */
export function fillHtml(html: string, values: PlaceholderValues): string {
  return sanitizeHtml(html, optionsFilling(values));
}

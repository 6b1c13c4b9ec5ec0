/** Attributes of `h`: strings and numbers become attributes, `false`/`undefined` are skipped, `on*` functions become listeners. */
export type Attrs = Record<string, string | number | boolean | undefined | EventListener>

/** A child of `h`: a node, text (always inserted as text, never as HTML), or nothing. */
export type Child = Node | string | number | null | undefined | false | readonly Child[]

/**
 * Creates an HTML element. Text children are text nodes, so user input is never
 * parsed as HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  setAttrs(el, attrs)
  append(el, children)
  return el
}

const SVG_NS = 'http://www.w3.org/2000/svg'

/** Creates an SVG element with attributes. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag)
  setAttrs(el, attrs)
  append(el, children)
  return el
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue
    if (typeof value === 'function') {
      el.addEventListener(name.slice(2).toLowerCase(), value)
    } else {
      el.setAttribute(name, value === true ? '' : String(value))
    }
  }
}

/** Appends children (flattening arrays, skipping empty ones). */
export function append(el: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    if (Array.isArray(child)) append(el, child)
    else if (child instanceof Node) el.appendChild(child)
    else el.appendChild(document.createTextNode(String(child)))
  }
}

/** Replaces every child of `el`. */
export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren()
  append(el, children)
}

/** The element with this id, typed. Throws when the page lacks it (a build error). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id)
  if (!el) throw new Error(`missing #${id}`)
  return el as T
}

import { html } from 'hono/html'

/** What Hono's `html` tag returns: markup whose interpolations are escaped. */
export type Html = ReturnType<typeof html>

/**
 * The text of a report template. The report's templates interpolate no promises, so
 * `html` has already built them synchronously; a promise here is a bug.
 */
export function markup(h: Html): string {
  if (h instanceof Promise) throw new TypeError('a report template returned a promise')
  return h.toString()
}

/** A number for an SVG coordinate: two decimals at most, no trailing zeros. */
export function n(x: number): string {
  return String(Math.round(x * 100) / 100)
}

/** A percentage with `digits` decimals (0.0506 -> "5.06%"). */
export function pct(x: number, digits = 4): string {
  return `${(x * 100).toFixed(digits)}%`
}

/** An integer with thousands separators (1000000 -> "1,000,000"). */
export function int(x: number): string {
  return Math.round(x).toLocaleString('en-US')
}

/**
 * About `count` round tick values covering [lo, hi] (steps of 1, 2 or 5 times a power of
 * ten), for a linear axis.
 */
export function niceTicks(lo: number, hi: number, count = 5): number[] {
  if (!(hi > lo)) return [lo]
  const raw = (hi - lo) / count
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 5, 10].find((m) => m * mag >= raw) ?? 10) * mag
  const ticks: number[] = []
  for (let k = Math.ceil(lo / step - 1e-9); k <= Math.floor(hi / step + 1e-9); k++)
    ticks.push(+(k * step).toPrecision(12))
  return ticks
}

/** A compact round count for an axis label (20000 -> "20k", 3000000 -> "3M"). */
export function compact(x: number): string {
  const units: [number, string][] = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
  ]
  for (const [u, s] of units) if (Math.abs(x) >= u) return `${+(x / u).toPrecision(3)}${s}`
  return String(+x.toPrecision(3))
}

/** An `<svg>` element with a viewBox, an accessible title and `body`. */
export function svg(width: number, height: number, title: string, body: readonly Html[]): string {
  return markup(
    html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`,
  )
}

import type { DealtCard } from '@felt/cards'

/**
 * The deal description of a round in words: which shuffled positions went to whom, in
 * the order dealt, runs of consecutive positions joined (`box:0 0-4, dealer 5-9, box:0 10`).
 */
export function describeDeal(dealt: readonly DealtCard[]): string {
  const parts: string[] = []
  let i = 0
  while (i < dealt.length) {
    const first = dealt[i]!
    let j = i
    while (
      j + 1 < dealt.length &&
      dealt[j + 1]!.to === first.to &&
      dealt[j + 1]!.position === dealt[j]!.position + 1
    ) {
      j++
    }
    const last = dealt[j]!
    parts.push(
      `${first.to} ${first.position === last.position ? first.position : `${first.position}-${last.position}`}`,
    )
    i = j + 1
  }
  return parts.join(', ')
}

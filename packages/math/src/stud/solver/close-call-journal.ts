import { appendJournalLine, readJournalLines } from '../../journal-lines.ts'
import type { CloseCallValues } from './close-calls.ts'

/**
 * A run's close calls as it values them, one line per situation: its index in the up card's
 * enumeration, then the values `refineCloseCalls` set (numbers as JavaScript prints them,
 * which read back to the same doubles). Appended as each is valued, so that a run stopped
 * within an up card, or carried to another machine, resumes where it was: valuing a close
 * call exactly takes seconds, an up card hours.
 */
export class CloseCallJournal {
  /** The values already in the file, by situation index. */
  readonly known: ReadonlyMap<number, CloseCallValues>

  constructor(readonly file: string) {
    const known = new Map<number, CloseCallValues>()
    for (const line of readJournalLines(file)) {
      const [index, ...values] = line.split(' ').map(Number)
      known.set(index!, Float64Array.from(values))
    }
    this.known = known
  }

  /** The journal in `file`, or none where there is no file (a run without a cache). */
  static open(file: string | undefined): CloseCallJournal | undefined {
    return file === undefined ? undefined : new CloseCallJournal(file)
  }

  /** Appends a situation's values. */
  add(index: number, values: CloseCallValues): void {
    appendJournalLine(this.file, `${index} ${values.join(' ')}`)
  }
}

import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs'

/**
 * The whole lines of an append-only journal (none when there is no file). A last line that
 * an interrupted run left half written is cut from the file first, so that the next line
 * appended starts a line of its own.
 */
export function readJournalLines(file: string): string[] {
  if (!existsSync(file)) return []
  const bytes = readFileSync(file)
  const whole = bytes.lastIndexOf(0x0a) + 1
  if (whole < bytes.length) truncateSync(file, whole)
  return bytes.toString('utf8', 0, whole).split('\n').slice(0, -1)
}

/** Appends one line (without its newline) to a journal. */
export function appendJournalLine(file: string, line: string): void {
  appendFileSync(file, `${line}\n`)
}
